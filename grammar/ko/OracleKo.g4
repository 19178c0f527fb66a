// Korean Oracle text, one ability line at a time (the driver splits lines).
// Input is normalised (NFC, full-width folded, spaces collapsed, the card's
// name as `~`). Korean has no case; the official template style is used:
//   목표 생물은 턴종료까지 +3/+3을 받는다.   ~은 목표에게 피해 3점을 입힌다.
//
// Lexing: particles (josa) are written attached to their noun (생물은, 카드를),
// so nouns, particles and verb forms are separate literal tokens of about one
// morpheme each; whitespace is skipped, so spacing variants (턴종료까지 /
// 턴 종료까지) lex to the same tokens. There is deliberately no Hangul WORD
// rule (it would swallow 생물은 whole, longest match): an unknown syllable is
// one HANGUL token and gives a syntax error on that syllable.
// Particles accept both allomorphs (은/는, 이/가, 을/를, 이나/나, 으로/로); the
// renderer chooses the right one from the final consonant (batchim).
// Rule families and labels mirror grammar/en/OracleEn.g4 so both grow together.
grammar OracleKo;
import OracleCommon;

abilityLine
  : ability reminder? EOF
  | reminder EOF                     // a line that is only reminder text
  ;
reminder : REMINDER ;

ability
  : keywordList                                        # keywordLine
  | LOYALTY COLON effectSentences                      # loyaltyLine
  | NUMBER COLON effectSentences                       # loyaltyZeroLine
  | cost COLON modeChoice DASH modeItem+                 # activatedModalLine // --- ko7 --- 700.2
  | trigger COMMA modeChoice DASH modeItem+              # triggeredModalLine // --- ko7 --- 700.2
  | cost COLON effectSentences                         # activatedLine
  | trigger COMMA? (ifCondition COMMA)? effectSentences  # triggeredLine // ko4: 603.4
  | staticAbility PERIOD xDefinition?                  # staticLine // ko4: X defined after
  | ('이' '주문' | SELF) topic '무효화될' '수' '없다' PERIOD # cantBeCounteredLine
  | effectSentences                                    # spellLine
  | modeChoice DASH modeItem+                              # modalLine
  | '손' LOYALTY COMMA lifeWord LOYALTY                   # handLifeLine // --- kopl --- 312.6: 손 +1, 생명 -3
  // --- ko4 --- 601.2f: 이 주문을 발동하기 위한 추가비용으로, 생물 하나를 희생한다.
  | '이' '주문' objP '발동하기' '위한' ('추가비용' | '추가' '비용') toward COMMA? cost PERIOD # additionalCostLine
  // --- ko5 --- 601.3: 이 주문은 (당신이 공격받은) 공격자 선언단 동안에만 발동할 수 있다.
  | '이' '주문' topic ('당신' topic '공격받은')? castWhen '발동할' '수' '있다' PERIOD # castOnlyLine
  | WORD (COMMA WORD)* DASH effectSentences              # chapterLine // --- ko5 --- 715.2: I, II —
  // --- ko7 --- 711.2: a level symbol as the Korean CR writes it ({LEVEL N1-N2}, {LEVEL N3+},
  // seed 003 710.2), its P/T box on the next line (the line driver joins them); N1-N2 lexes as
  // NUMBER and a LOYALTY token (-3)
  | 'LEVEL' NUMBER (LOYALTY | '+') PT                     # levelBandLine
  ;
// --- ko5 --- the times of AST/CastTiming.h that have a Korean form (601.3)
castWhen
  : '전투' '중' '에' '만'                                    # duringCombatWhen
  | '전투' '중' '방어자' topic '선언되기' '전' '에' '만'        # beforeBlockersWhen
  | '전투' '중' '방어자' topic '선언된' '후' '에' '만'          # afterBlockersWhen
  | '공격자' '선언단' '동안' '에' '만'                        # declareAttackersWhen
  | '방어자' '선언단' '동안' '에' '만'                        # declareBlockersWhen
  | ('당신' | '상대') '의' '턴' '에' '만'                     # whoseTurnWhen
  ;

// ---------------------------------------------------------------- modal (700.2)
// 하나를 선택한다 — / 하나 혹은 둘 다를 선택한다 — , then one bullet per mode.
modeChoice
  : ('하나' | '한' '개') objP '선택한다'                               # chooseOne
  | ('하나' | '한' '개') ('혹은' | '또는') '둘' '다' objP '선택한다'      # chooseOneOrBoth
  | '둘' objP '선택한다'                                                   # chooseTwo // --- ko6 --- 700.2
  | '하나' '이상' objP '선택한다'                                          # chooseOneOrMore // --- ko6 ---
  ;
modeItem : BULLET effectSentences reminder? ;

// ---------------------------------------------------------------- particles
topic   : '은' | '는' | '이' | '가' ;        // topic/subject marker
objP    : '을' | '를' ;                      // object marker
orP     : '이나' | '나' | '또는' | '혹은' ;      // "or" between nouns
andP    : '과' | '와' ;                      // "and" between nouns
toward  : '으로' | '로' ;

// ---------------------------------------------------------------- keywords
keywordList : keyword ((COMMA | andP) keyword)* ;   // 비행과 경계
keyword
  : keywordName                          # plainKeyword
  | keywordName (manaSymbols | DASH cost) # costKeyword
  // --- begin kopl ---
  | keywordName NUMBER                   # amountKeyword   // 무사도 1 (702.45)
  | keywordName NUMBER DASH manaSymbols   # amountCostKeyword // --- kopl3 --- Suspend 4—{1}{R} (702.61a)
  | description '에게' '부여'             # enchantKeyword  // 생물에게 부여 (702.5; rulebook, seed 002)
  | ('플레이어' | '상대') '에게' '부여'     # enchantPlayerKeyword // --- ko6 --- Enchant player / opponent (702.5, 303.4)
  // --- end kopl ---
  ;
// Names from the Korean Comprehensive Rules (CR 702).
keywordName
  : '비행' | '경계' | '신속' | '돌진' | '선제공격' | '이단공격'
  | '치명타' | '생명연결' | '대공' | '수비태세' | '호전적' | '방호'
  | '무적' | '섬광' | '기량' | '순환' | '결여'
  | '변이' | '대변이'   // morph, megamorph (702.37a-b; the Korean CR's names)
  // --- begin kopl: the Korean CR's names (seed 003); landwalk, protection and
  // equip as the Korean basic rulebook writes them (seed 002: 늪잠입, 적색으로부터 보호, 장착)
  | '은신' | '공포' | '위협' | '늪잠입' | '섬잠입' | '숲잠입' | '산잠입' | '평원잠입'
  | colorWord ('으로부터' | '로부터') '보호'
  | '감염' | '고사' | '고귀' | '플랭킹' | '근성' | '불사' | '샤도우' | '집합'
  | '회상' | '에코' | '회수' | '장착' | '누적' '업킵' | '무사도' | '광란'
  // --- end kopl ---
  | '파묘' | '섭취' | '회고' | '질주' | '폭풍' | '탑승'   // --- keywords --- unearth, scavenge, retrace, dash, storm, crew (702.84, 702.97, 702.81, 702.109, 702.40, 702.122; seed 003)
  | '반동'   // --- altcast --- rebound (702.88; the Korean CR's name, seed 003)
  | keywordNameMore   // --- kopl3 --- a rule of its own (the ANTLR C++ runtime trap)
  ;
// --- kopl3 --- the Korean CR's names (seed 003, 702.32-702.125): 향상 (older 에누리),
// 다중향상, 피굶주림, 소실, 파헤치기, 만물 (also 자유변형), 포식, 전투함성, 진화, 명성, 은폐,
// 제작, 급조, 버티기; and the keywords that CR leaves untranslated, as it writes them
// (702.30a Horsemanship, 702.31a Fading, 702.34a Madness, ...).
keywordNameMore
  : keywordNameKo7
  | '향상' | '에누리' | '다중향상' | '피굶주림' | '소실' | '파헤치기' | '만물' | '자유변형'
  | '포식' | '전투함성' | '진화' | '명성' | '은폐' | '제작' | '급조' | '버티기'
  | 'Horsemanship' | 'Fading' | 'Madness' | 'Affinity' 'for' 'artifacts' | 'Modular'
  | 'Sunburst' | 'Soulshift' | 'Split' 'Second' | 'Suspend' | 'Evoke' | 'Graft'
  | 'Dethrone' | 'Level' 'up'
  | '당신' '이' '선택한' '색' ('으로부터' | '로부터') '보호'   // --- ko6 --- 702.16a's "[속성]으로부터 보호"
  | '엮어내기' | '변환' | '연쇄'   // --- ko6 --- entwine, transmute, cascade (seed 003: 702.41a, 702.52a, 702.84a)
  ;
// --- ko7 --- bestow, overload, awaken (seed 003: 702.102 권능, 702.95 과부하, 702.112 각성 N-[비용]);
// splice as the Korean CR writes it, "Splice onto [서브타입] [비용]" (702.46a), Arcane 비전. A rule of
// its own, first in keywordNameMore (the ANTLR C++ runtime trap: keywordNameMore is long).
keywordNameKo7 : '권능' | '과부하' | '각성' | 'Splice' 'onto' KO_SUBTYPE    // the builder takes only 비전
  // --- ko8 --- keywords newer than the Korean CR of seed 003 (it stops at 702.125): ascend,
  // embalm, eternalize, mentor, afterlife, afflict. Our choice, no printed source (Sino-Korean
  // nouns as the CR's 불사, 근성, 파묘; docs/i18n-ko-pl.md, branch ko8)
  | '승천' | '방부처리' | '영원화' | '멘토' | '내세' | '가학'
  ;

// ---------------------------------------------------------------- costs
cost : costPart (COMMA costPart)* ;
costPart
  : manaSymbols                                        # symbolCost
  | objectPhrase objP '희생한다'                        # sacrificeCost
  | '카드' countOf objP '버린다'                        # discardCost
  | '생명' damageAmount '점' objP '지불한다'            # payLifeCost
  // --- kopl3 --- ~에서 충전 카운터 한 개를 제거한다 (118.3, 122.1)
  | SELF '에서' counterKind '카운터' countOf objP '제거한다' # removeCountersCost
  | description countOf objP '탭한다'                    # tapOthersCost // --- kopl3 --- 602.2b
  // --- ko5 --- 당신의 무덤에 있는 생물 카드 한 장을 추방한다 / 카드 한 장을 무작위로 버린다
  | description countOf objP '추방한다'                  # exileCardsCost
  | '카드' countOf objP '무작위' toward '버린다'          # discardRandomCost
  // --- ko6 --- 고블린 두 개를 희생한다 / 생물 카드 한 장을 버린다 / 이 카드를 버린다 (the Korean
  // CR's transmute, 702.52a) / ~을 추방한다 (118, 602.1)
  | description countOf objP '희생한다'                  # sacrificeSeveralCost
  | description countOf objP '버린다'                    # discardCardsCost
  | '이' '카드' objP '버린다'                             # discardSelfCost
  | objectPhrase objP '추방한다'                          # exileSelfCost
  ;
manaSymbols : MANA_SYMBOL+ ;

// ---------------------------------------------------------------- triggers
trigger
  : objectPhrase topic ('전장' '에')? ('들어올' when | '들어오면') # entersTrigger
  | objectPhrase topic ('죽을' when | '죽으면'
      | '전장' '에서' '무덤' toward ('갈' | '들어갈') when) # diesTrigger
  | objectPhrase topic ('공격할' when | '공격하면')     # attacksTrigger
  | objectPhrase topic '앞면' toward '뒤집힐' when      # turnedFaceUpTrigger   // morph: 708.8
  | objectPhrase topic (damagedWho ('에게' | '에'))? '전투'? '피해' objP '입힐' when # dealsDamageTrigger
  | stepOwner? step '시작' '에'                        # stepTrigger
  | playerSubject topic objectPhrase objP '발동할' when  # castTrigger
  // --- begin kopl: more triggers (509.5a, 509.5c, 603.6c, 701.21, 115.9, 120.3) ---
  | caster topic objectPhrase objP '발동할' when         # otherCastTrigger  // 상대가 / 플레이어가
  | objectPhrase topic '방어될' when                    # becomesBlockedTrigger
  | objectPhrase topic '방어할' when                    # blocksTrigger
  | objectPhrase topic '전장' objP '떠날' when           # leavesTrigger
  | objectPhrase topic '탭될' when                      # becomesTappedTrigger
  | objectPhrase topic '언탭될' when                    # becomesUntappedTrigger
  | objectPhrase topic '피해' objP '받을' when           # dealtDamageTrigger
  | objectPhrase topic ('주문' orP '능력' | '주문') '의' '목표' topic '될' when # becomesTargetTrigger
  | objectPhrase topic '공격하거나' '방어할' when         # attacksOrBlocksTrigger
  | objectPhrase topic '방어하거나' '방어될' when         # blocksOrBecomesBlockedTrigger
  | '당신' topic lifeWord objP '얻을' when               # gainsLifeTrigger
  | '당신' topic '카드' ('한' '장')? objP '뽑을' when      # drawsTrigger
  // --- end kopl ---
  | triggerKo5                                          # moreTrigger // --- ko5 ---
  ;
// --- begin ko5: more triggers (a rule of its own: the ANTLR C++ runtime trap) ---
triggerKo5
  // 702.28, 701.8: 당신이 카드를 순환하거나 버릴 때마다 / 플레이어가 카드를 순환할 때마다
  : triggerPlayer topic '카드' ('한' '장')? objP ('순환하거나' '버릴' | '순환할' | '버릴') when # cyclesOrDiscardsTrigger
  | triggerPlayer topic '카드' ('한' '장')? objP '뽑을' when                  # otherDrawsTrigger  // 상대가
  | triggerPlayer topic lifeWord objP '얻을' when                             # otherGainsLifeTrigger
  // 509.1, 509.5a: ~이 생물을 방어할 때마다 / ~이 생물에 의해 방어될 때마다 / 둘 다
  | objectPhrase topic description objP '방어할' when                       # blocksCreatureTrigger
  | objectPhrase topic description '에' '의해' '방어될' when                # becomesBlockedByTrigger
  | objectPhrase topic description objP '방어하거나' description '에' '의해' '방어될' when # blocksOrBlockedByTrigger
  // 603.8: a state trigger, 당신이 섬을 조종하지 않을 때
  | ('당신' | '상대') topic description objP '조종하지' '않을' when          # controlsNoneTrigger
  // 509.5g: ~이 공격하고 방어되지 않을 때마다
  | objectPhrase topic '공격하고' '방어되지' '않을' when                      # attacksUnblockedTrigger
  | triggerKo6                                                               # moreTriggerKo6
  ;
// --- begin ko6: more triggers (a rule of its own) ---
triggerKo6
  // 700.4 with the graveyard's owner: 생물이 전장에서 당신의 / 상대의 무덤에 들어갈 때마다
  : objectPhrase topic '전장' '에서' ('당신' | '상대') '의' '무덤' '에' '들어갈' when # putIntoGraveyardTrigger
  // 508.3d, 603.2c: 당신이 조종하는 생물이 하나 이상 공격할 때마다
  | description topic '하나' '이상' '공격할' when                                   # oneOrMoreAttackTrigger
  // 702.29c: the Korean CR's "[이 카드]를 순환할 때"; or it dies
  | '당신' topic SELF objP '순환할' when                                          # cycleSelfTrigger
  | '당신' topic SELF objP '순환하거나' SELF topic '죽을' when                      # cycleSelfOrDiesTrigger
  // 309.7 (planar die, {CHAOS}: seed 000) and 701.23a (set in motion, written as the Korean CR
  // leaves it, "이 스킴", seed 000 314.2d)
  | '당신' topic MANA_SYMBOL objP '굴릴' when                                      # rollChaosTrigger
  | '당신' topic '이' '스킴' objP 'set' 'in' 'motion' '할' when                     # setInMotionTrigger
  | condKo6 condStateEnd                                                         # stateTriggerKo6 // 603.8
  | triggerKo7                                                                   # moreTriggerKo7 // --- ko7 ---
  ;
// --- ko7 --- 603.2: one ability, two events of the card (English's "~ enters the battlefield or
// attacks"): ~이 전장에 들어오거나 공격할 때마다 / 죽을 때 / 전장을 떠날 때 / 앞면으로 뒤집힐 때
triggerKo7
  : SELF topic '전장' '에' '들어오거나' eitherSecond when                          # entersOrTrigger
  // --- ko8 --- 508.3a (battalion): ~과 최소 두 개의 다른 생물이 공격할 때마다
  | SELF andP '최소' amount '개' '의' '다른' '생물' topic '공격할' when                  # attacksWithOthersTrigger
  // --- ko8 --- 701.29 (the Korean CR's "괴수화한다"): ~이 괴수화할 때
  | SELF topic '괴수화할' when                                                    # becomesMonstrousTrigger
  ;
eitherSecond : '공격할' | '죽을' | '전장' objP '떠날' | '앞면' toward '뒤집힐' ;
// --- end ko6 ---
triggerPlayer : '당신' | '상대' | '플레이어' ;
// --- end ko5 ---
caster : '상대' | '플레이어' ;   // --- kopl ---
when : '때' '마다'? ;
damagedWho : '플레이어' | '상대' | '생물' ;
stepOwner : '당신' '의' | '각' | '각' '플레이어' '의' | '각' '상대' '의' ; // ko5: each opponent's
step : '유지단' | '카드뽑기단' | '카드' '뽑기단' | '종료단' | '전투' ;

// ---------------------------------------------------------------- static
staticAbility
  : objectPhrase topic perEach? PT_MOD objP '받는다'                       # staticPT
  // --- ko4 --- 611.3a: "as long as", printed 당신이 숲을 조종하는 한, ~은 ...
  | asLongAsCondition '한' COMMA staticAbility                             # asLongAsStatic
  // --- ko4 --- 604.3: the Korean CR's "이 생물의 공격력과 방어력은 당신의 손에 있는 카드의 수와 같다"
  | (SELF | '이' typeWord) '의' '공격력' (andP '방어력')? topic amountPhrase andP '같다' # definedPTStatic
  | objectPhrase topic PT_MOD objP '받고' ((keywordList '능력'? | quotedAbility) objP '가진다' | combatPredicate) # staticPTAndKeywords // ko6: 받고 방어할 수 없다 / 받고 "..."를 가진다
  | objectPhrase topic keywordList '능력'? objP '가진다'                   # staticKeywords
  | objectPhrase topic combatRestriction '수' '없다'                       # cantBlockStatic
  | playerSubject topic cantAction '수' '없다'                             # cantRuleStatic
  // --- begin aschoose: "As ~ enters the battlefield, choose a color" (614.12) ---
  | objectPhrase topic '전장' '에' '들어오면서' COMMA '색' objP '하나' '선택한다' # koAsEntersChooseColor
  // --- end aschoose ---
  // --- begin kopl: restrictions written as sentences (keywords in the AST) and 614.1c ---
  | objectPhrase topic '방어될' '수' '없다'                                # cantBeBlockedStatic
  | objectPhrase topic description '에' '의해' '방어될' '수' '없다'        # notBlockedByStatic // ko5: 509.1b
  | objectPhrase topic ('당신' '의' | '조종자' '의') '언탭단' '에' '언탭되지' '않는다' # doesntUntapStatic
  | objectPhrase topic '가능하면' '매' '전투' '마다' '공격한다'             # attacksEachCombatStatic
  | objectPhrase topic '탭된' '채로' '전장' '에' '들어온다'                # entersTappedStatic
  // --- kopl3 --- 614.1c, 122.6: the Korean CR's wording (702.31a, 702.46a:
  // "... 카운터 N개를 가지고 / 가진 채로 전장에 들어온다") and the printed 놓인 채로
  | (ifCondition COMMA)? objectPhrase topic perEach? counterKind '카운터' countOf // ko7: perEach (X 하나당)
      ('을' | '를' | '가' | '이') ('가지고' | '가진' '채로' | '놓인' '채로') ('탭된' '채로')? '전장' '에' '들어온다' # entersWithCountersStatic
  | objectPhrase topic '비행' objP '가진' '생물' '만' '방어할' '수' '있다'    # canBlockOnlyFlyingStatic // 509.1b
  | '당신' topic '당신' '의' '언탭단' '에' objectPhrase objP '언탭하지' '않기로' '선택할' '수' '있다' # mayNotUntapStatic // 502.3
  // --- end kopl ---
  // --- ko4 --- a quoted ability (113.1a: "부여된 대지는 \"{T}: ... 추가한다.\"를 가진다", as
  // printed: Garruk's "\"...\"를 가진 휘장")
  | objectPhrase topic quotedAbility objP '가진다'                          # grantAbilityStatic
  | '당신' topic objectPhrase objP '조종한다'                               # controlStatic // --- ko5 --- 613.1b
  // --- ko5 --- 601.2f: 당신이 발동하는 순간마법이나 집중마법 주문은 발동하는 데 {1}이 덜 든다
  | '당신' topic '발동하는' description topic '발동하는' '데' manaSymbols topic '덜' '든다' # costsLessStatic
  | objectPhrase topic fromZone? zoneRef '에' wouldBePut COMMA
      '대신' '그것' objP '추방한다'                                         # exileInstead
  | staticKo6                                                              # moreStaticKo6
  ;
// --- begin ko6: combat requirements and restrictions as sentences (508.1d, 509.1b-c), a rule
// of its own (the ANTLR C++ runtime trap). The printed "가능하면 이 턴에 방어해야 한다" and
// "가능하면 이 턴에 공격한다"; the others follow them and the CR's 방어될 수 없다.
staticKo6
  : objectPhrase topic combatPredicate                                     # combatPredicateStatic
  | objectPhrase topic typeWord topic '아니다'                               # notTypeStatic // 205.1a: ~은 생물이 아니다
  // 615: a prevention shield without "this turn" is a static ability (English's (static (prevent ...)))
  | (objectPhrase '에' '의해')? (recipient ('에게' | '에'))? '입혀지려' '하는' preventAmount objP '방지한다' # preventStatic
  | recipient ('에게' | '에') '입혀지거나' objectPhrase topic '입히려' '하는' preventAmount objP '방지한다' # preventToAndByStatic
  | objectPhrase topic keywordList '능력'? objP '잃는다'                     # loseKeywordStatic // 613.1f
  | objectPhrase topic description '에' '의해서만' '방어될' '수' '있다'        # blockedOnlyByStatic // 509.1b
  // 508.1c: ~은 방어하는 플레이어가 섬을 조종할 때만 공격할 수 있다 (as ko5's "조종할 때만")
  | objectPhrase topic ('방어하는' '플레이어' | '당신') topic description objP '조종할' '때' '만'
      '공격할' '수' '있다'                                                   # attacksOnlyIfStatic
  | objectPhrase topic '전장' '에' '들어오면서' COMMA '생물' '타입' objP '하나' '선택한다' # asEntersChooseTypeStatic // 614.12 (the Korean CR's 생물 타입, 702.72a)
  | allMustBlock                                                           # allMustBlockStatic
  // --- ko7 --- 614.1c: 당신이 산이나 평원을 조종하지 않는다면, ~은 탭된 채로 전장에 들어온다 (a
  // checkland's "unless you control a Mountain or a Plains") / 당신이 다른 대지를 세 개 이상
  // 조종한다면, ... (a fastland's "unless you control two or fewer other lands")
  | ifCondition COMMA objectPhrase topic '탭된' '채로' '전장' '에' '들어온다'        # entersTappedIfStatic
  // --- ko7 --- 601.2f, as ko5's 덜 든다: (당신이 / 상대가) 발동하는 백색 주문은 발동하는 데 {W}가 더 든다
  | (('당신' | '상대') topic '발동하는')? description topic '발동하는' '데' manaSymbols topic '더' '든다' # costsMoreStatic
  // --- ko7 --- 614.10: 당신의 카드뽑기단을 건너뛴다 (the draw step only, as English compiles it)
  | ('당신' topic)? '당신' '의' ('카드뽑기단' | '카드' '뽑기단') objP '건너뛴다'          # skipDrawStepStatic
  // --- ko7 --- 402.2: 당신은 / 각 플레이어는 최대 손 크기가 없다 (no maximum hand size)
  | ('당신' | '각' '플레이어') topic '최대' '손' '크기' topic '없다'                     # noMaxHandSizeStatic
  // --- ko7 --- 601.2f: 당신이 마법사를 조종한다면, 이 주문은 발동하는 데 {1}이 덜 든다
  | ifCondition COMMA '이' '주문' topic '발동하는' '데' manaSymbols topic '덜' '든다'      # selfCostsLessIfStatic
  // --- ko7 --- 601.2f (strive): 이 주문은 첫 번째 이후의 목표 하나당 발동하는 데 {2}{U}가 더 든다
  | '이' '주문' topic '첫' '번째' '이후' '의' '목표' '하나' '당' '발동하는' '데' manaSymbols topic '더' '든다' # strivesStatic
  // --- ko7 --- 305.7: 부여된 대지는 섬이다 (a basic land type instead of the others)
  | objectPhrase topic KO_SUBTYPE '이다'                                                   # setLandTypeStatic
  ;
combatPredicate
  : '가능하면' '매' '전투' '마다' ('방어한다' | '공격한다')                        # eachCombatPred
  | '가능하면' '이' '턴' '에' ('방어해야' '한다' | '공격한다')                     # thisTurnPred
  | '가능하면' ('이' '턴' '에')? '방어되어야' '한다'                               # mustBeBlockedPred
  | ('매' '전투' '마다' | '이' '턴' '에') '생물' objP '하나' '더' '방어할' '수' '있다' # canBlockAdditionalPred
  | '두' '개' '이상' '의' '생물' '에' '의해' '방어될' '수' '없다'                  # cantBeBlockedByMorePred
  | combatRestriction '수' '없다'                                              # cantPred
  | '방어될' '수' '없다'                                                        # cantBeBlockedPred
  ;
// all creatures able to block X (this turn) do so (509.1c)
allMustBlock
  : ('이' '턴' '에')? objectPhrase objP '방어할' '수' '있는' '모든' '생물' topic objectPhrase objP '방어한다' ;
// --- end ko6 ---
wouldBePut : '놓이려' '한다면' | '놓이게' '된다면' ;
// --- ko4 --- an intervening "if" (603.4): 당신이 관문을 두 개 이상 조종한다면, ...
ifCondition
  : ('당신' | '상대') topic description objP (amount '개' '이상')? ('조종한다면' | '조종하지' '않는다면') # ifControl
  | '당신' '의' zoneWord '에' '카드' topic amount '장' '이상' '있다면'                    # ifCards
  | amountOwner '위' '에' counterKind '카운터' topic '있다면'                             # ifCounters
  | '당신' '의' lifeWord topic NUMBER '점' '이상' '이라면'                                # ifLife
  | objectPhrase topic isWhat ('이라면' | '라면')                                       # ifIs
  // --- ko5 --- the werewolves' conditions (601.2i): 지난 턴에 주문이 발동되지 않았다면 /
  // 지난 턴에 한 플레이어가 주문을 두 개 이상 발동했다면
  | '지난' '턴' '에' '주문' topic '발동되지' '않았다면'                                   # ifNoSpellsLastTurn
  // --- ko5 --- raid, revolt, cast from hand (the conditions as events of this turn)
  | '이' '턴' '에' '당신' topic '공격했다면'                                              # ifAttackedThisTurn
  | (SELF | '이' '주문') topic '향상되었다면'                                           # ifKicked // 702.32d
  | '당신' '의' '턴' '이라면'                                                           # ifYourTurn
  | '당신' '의' '손' '에' '카드' topic '없다면'                                          # ifNoCards // hellbent
  | '이' '턴' '에' '당신' topic '조종하던' '지속물' topic '전장' objP '떠났다면'            # ifPermanentLeft
  | '당신' topic SELF objP '당신' '의' '손' '에서' '발동했다면'                           # ifCastFromHand
  | '지난' '턴' '에' '한' '플레이어' topic '주문' objP amount '개' '이상' '발동했다면'      # ifSpellsLastTurn
  | condKo6 condIfEnd                                                                 # ifKo6 // --- ko6 ---
  | '이' '턴' '에' '생물' topic '죽었다면'                                                # ifCreatureDied // --- ko7 --- morbid (700.4)
  // --- ko8 --- 601.2h: ~을 발동하기 위해 {R}가 지불되었다면 (one coloured mana symbol)
  | SELF objP '발동하기' '위해' MANA_SYMBOL topic '지불되었다면'                              # ifManaSpent
  | '당신' '의' '턴' topic '아니라면'                                                    # ifNotYourTurn // --- ko8 ---
  ;
// --- ko4 --- conditions of "as long as" (one comparison each, as English builds them)
asLongAsCondition
  : ('당신' | '상대') topic description objP (amount '개' '이상')? ('조종하는' | '조종하지' '않는') # controlCondition
  | '당신' '의' zoneWord '에' '카드' topic amount '장' '이상' '있는'                    # cardsCondition
  | amountOwner '위' '에' counterKind '카운터' topic '있는'                             # countersCondition
  | '당신' '의' lifeWord topic NUMBER '점' '이상' '인'                                  # lifeCondition
  | objectPhrase topic isWhat '인'                                                    # isCondition // 부여된 생물이 적색인
  | '당신' '의' '턴' '인'                                                              # yourTurnCondition // --- ko5 ---
  | '당신' '의' '손' '에' '카드' topic '없는'                                           # noCardsCondition // --- ko5 --- hellbent
  | condKo6 condAdnEnd                                                              # conditionKo6 // --- ko6 ---
  | '당신' '의' '턴' topic '아닌'                                                      # notYourTurnCondition // --- ko8 ---
  ;
// --- begin ko6: more conditions (one comparison each, as English builds them). A stem, then
// the ending of its place: "if" (-라면 / -다면), "as long as" (-인 / -는 / -은 / -가진, before 한)
// or a state trigger (-ㄹ 때); the builder checks that the ending fits the stem.
condKo6
  // delirium (205.2a): 당신의 무덤에 있는 카드의 카드 타입이 네 종류 이상(이라면)
  : '당신' '의' '무덤' '에' '있는' '카드' '들'? '의' '카드' '타입' topic amount '종류' '이상' # deliriumCond
  // 119: 당신의 / 그 플레이어의 생명점이 5점 이하(라면)
  | condOwner lifeWord topic NUMBER '점' '이하'                                      # lifeAtMostCond
  // 122: ~ 위에 퀘스트 카운터가 세 개 이상 (있다면) / 카운터가 (없다면)
  | amountOwner '위' '에' counterKind '카운터' topic amount '개' '이상'                 # countersAtLeastCond
  | amountOwner '위' '에' counterKind '카운터' topic                                   # noCountersCond
  // 402.1: 그 플레이어의 손에 카드가 두 장 이하(라면) / 카드가 (없다면)
  | condOwner '손' '에' '카드' topic amount '장' ('이하' | '이상')                       # cardsInHandCond
  | condOwner '손' '에' '카드' topic                                                  # noCardsInHandCond
  // spell mastery: 당신의 무덤에 순간마법이나 집중마법 카드가 두 장 이상 (있다면)
  | '당신' '의' '무덤' '에' description topic amount '장' '이상'                        # countInGraveyardCond
  // 702.131c: 당신이 도시의 축복을 (가지고 있다면 / 가진)
  | '당신' topic '도시' '의' '축복' objP                                               # citysBlessingCond
  // 700.5 (the Korean CR's "플레이어의 [색] 신앙심"): 당신의 백색과 청색 신앙심이 7보다 (작은)
  | '당신' '의' colorWord (andP colorWord)? '신앙심' topic NUMBER '보다'                # devotionCond
  ;
condOwner : '당신' '의' | '그' '플레이어' '의' ;
condIfEnd : '이라면' | '라면' | '있다면' | '없다면' | '가지고' '있다면' | '작다면' ;
condAdnEnd : '인' | '있는' | '없는' | '가진' | '가지고' '있는' | '작은' ;
condStateEnd : '일' '때' | '있을' '때' | '없을' '때' ;
// --- end ko6 ---
isWhat : colorWord | KO_SUBTYPE | typeWord
       | '공격' '중' | '탭된' '상태' | '언탭된' '상태'
       | '괴수화' '상태' ;   // --- ko8 --- monstrous (701.29: the Korean CR's 괴수화 상태) // --- ko5 --- attacking, tapped, untapped   // --- ko4 --- one quality: 적색, 마법사, 마법물체
fromZone : '어디에서든' | zoneRef '에서' ;

// 방어할 수 없다 / 공격할 수 없다 / 공격하거나 방어할 수 없다 (508.1c, 509.1a)
combatRestriction : '방어할' | '공격할' | '공격하거나' '방어할' ;

// ---------------------------------------------------------------- effects
// Each effect ends in its verb, final (-다) or joined to the next (-고).
// Printed cards declare their targets in a sentence of their own and then
// refer to them (그 생물, 그 목표, 그 플레이어): 생물 한 개를 목표로 정한다.
effectSentences : (targetDecl | effectSentence | xDefinition)+ ;
// --- ko4 --- "where X is ..." (107.3c) as a sentence of its own after the effects:
// X는 당신이 조종하는 생물의 수이다. (the Korean CR's "X는 그 카드의 전환마나비용이다.")
xDefinition : ('X' | 'x') topic amountPhrase '이다' PERIOD ;
// --- ko4 --- a computed amount as a noun: 당신이 조종하는 생물의 수, 그 생물의 공격력,
// ~의 전환마나비용, 당신의 생명점, ~ 위에 있는 charge 카운터의 수 (seed 003's wording)
amountPhrase
  : description '의' '수'                                          # countAmount
  | amountOwner '의' statWord                                      # statAmount
  | amountOwner '의' '전환마나비용'                                  # manaValueAmount
  | '당신' '의' lifeWord                                           # lifeTotalAmount
  | amountOwner '위' '에' '있는' counterKind '카운터' '의' '수'        # countersOnAmount
  ;
amountOwner
  : SELF | '그것' | '그' (typeWord | '목표') | '이' typeWord
  | ('부여된' | '장착된' | '희생된' | '추방된') typeWord // effects8: 추방된 (the object the cost exiled, 608.2h)
  | '버린' '카드' // effects8: the card the activated ability's cost discarded (608.2h)
  ;
// --- ko4 --- "for each" (the effect's number times how many): 당신이 조종하는 숲 하나당,
// ~ 위에 있는 charge 카운터 하나당
perEach
  : (description | amountOwner '위' '에' '있는' counterKind '카운터') ('하나' | '한' ('개' | '장')) '당' ;
targetDecl
  : '원하는' '목표' objP ('최대' amount '개' '까지')? '정한다' PERIOD      # anyTargetDecl // ko8: up to N (601.2c)
  | declared (andP declared)* objP '목표' toward '정한다' PERIOD          # describedTargetDecl
  | description objP '최대' amount ('개' | '장' | '명') '까지'? '목표' toward '정한다' PERIOD # upToTargetDecl
  | description objP '원하는' '수' '만큼' '목표' toward '정한다' PERIOD   # anyNumberTargetDecl // --- ko8 --- 601.2c
  ;
// What a sentence of its own declares as a target: 생물 한 개, 플레이어 한 명,
// 상대, 다른 플레인즈워커, 주문 또는 생물, 상대가 조종하는 생물 하나.
declared
  : '플레이어' orP '플레인즈워커' declCount?            # declaredPlayerOrPlaneswalker
  // --- begin dmg ---
  | '상대' orP '플레인즈워커' declCount?                 # declaredOpponentOrPlaneswalker // 115.4
  // --- end dmg ---
  | '생물' orP '플레이어' declCount?                    # declaredCreatureOrPlayer
  | ('플레이어' | '상대') declCount?                     # declaredPlayer
  | description declCount?                            # declaredObject
  | '최대' amount ('개' | '장' | '명') '의' description  # declaredUpTo
  ;
declCount : '하나' | '한' ('개' | '장' | '명') | amount ('개' | '장' | '명') ;
effectSentence : ifYouDo? ('그' '후' | '그런' '후') COMMA? effect (COMMA? ('그' '후' | '그리고')? effect)* PERIOD
               | ifYouDo? effect (COMMA? ('그' '후' | '그리고')? effect)* PERIOD
               | restriction PERIOD     // --- ko5 --- 602.5: 이 능력은 ... 활성화할 수 있다.
               // --- ko5 --- "If ..., <effects>." inside a spell or ability (608.2c)
               | ifCondition COMMA effect (COMMA? ('그' '후' | '그리고')? effect)* PERIOD ;
// --- ko5 --- 608.2c: "If you do / If you don't, ..." after an optional action (the Korean
// CR's "만약 그렇게 한다면, ...").
ifYouDo : '만약'? '그렇게' ('한다면' | '하지' '않는다면') COMMA ;
// --- ko5 --- restrictions on activating (602.5b), the Korean CR's wording: "이 능력은 집중마법
// 타이밍에만 활성화할 수 있다"; 한 턴에 한 번만; 당신의 턴에만.
restriction
  : '이' '능력' topic restrictionWhen '활성화할' '수' '있다'
  | '모든' '플레이어' topic '이' '능력' objP '활성화할' '수' '있다'   // --- ko6 --- 602.2: any player may activate
  ;
restrictionWhen
  : '집중마법' '타이밍' '에' '만'                                   # sorcerySpeedWhen
  | '한' '턴' '에' '한' '번' '만'                                   # oncePerTurnWhen
  | '당신' '의' '턴' '에' '만'                                      # yourTurnWhen
  | '당신' '의' '턴' '중' '공격자' topic '선언되기' '전' '에' '만'     # yourTurnBeforeAttackersWhen
  | '당신' '의' '유지단' '동안' '에' '만'                              # yourUpkeepWhen
  // --- ko5 --- 602.5b: 당신이 늪을 조종할 때만 / 두 개 이상 조종할 때만
  | ('당신' | '상대') topic description objP (amount '개' '이상')? '조종할' '때' '만' # controlsWhen
  // --- ko7 --- threshold and hellbent as activation restrictions (602.5b), as ko4's 있다면 / 없다면
  | '당신' '의' zoneWord '에' '카드' topic amount '장' '이상' '있을' '때' '만'       # cardsWhen
  | '당신' '의' '손' '에' '카드' topic '없을' '때' '만'                              # noCardsWhen
  ;
effect
  : ('당신' topic)? objectPhrase topic recipient ('에게' | '에') perEach? damage # dealDamage // ko6: 당신은 ~이 ... 입히게 할 수 있다
  | (playerSubject topic)? perEach? '카드' countOf objP ('뽑는다' | '뽑고' | '뽑은' '후' | '뽑을' '수' '있다')  # draw // i18n3: 할 수 있다 (may)
  | '점술' damageAmount objP ('한다' | '하고')                              # scry
  // --- begin keywords --- the Korean CR's names (seed 003: 강화 Bolster, 괴수화 Monstrosity, 증식 Proliferate)
  | '강화' damageAmount objP ('한다' | '하고')                              # bolster
  | '괴수화' damageAmount objP ('한다' | '하고')                            # monstrosity
  | '증식' objP ('한다' | '하고')                                           # proliferate
  // --- end keywords ---
  | manaSymbols objP ('추가한다' | '추가하고' | '추가할' '수' '있다')                               # addMana // ko8: may
  | (playerSubject topic)? manaSymbols objP ('얻는다' | '얻고')              # getEnergy // --- kopl --- {E}{E}를 얻는다 (107.14)
  | objectPhrase topic duration PT_MOD objP '받고' keywordList '능력'? objP ('얻는다' | '얻고') # pumpAndGain
  | objectPhrase topic duration perEach? PT_MOD objP ('받는다' | '받고' | '받을' '수' '있다') # modifyPT // ko6: may
  | objectPhrase topic '이' '턴' '에' combatRestriction '수' '없다'        # cantBlockEffect
  | objectPhrase topic '이' '턴' '에' '방어될' '수' '없다'                 # cantBeBlockedEffect // --- kopl ---
  | ('그것' | '그' (typeWord | '목표') '들'? | SELF | '모든'? description) topic '재생될' '수' '없다' # cantBeRegenerated // kopl3: 모든 생물은; ko8: ~은, 그 목표는, 공격력이 4 이상인 모든 생물은
  | (playerSubject topic)? '카드' countOf objP ('무작위' toward)? ('버린다' | '버리고' | '버릴' '수' '있다') # discard // i18n3, ko5: at random
  | objectPhrase topic duration keywordList '능력'? objP ('얻는다' | '얻고' | '얻을' '수' '있다') # gainKeyword // ko8: may
  | (playerSubject topic)? perEach? tokenDescription countOf? objP
      ('만든다' | '만들고' | '만들' '수' '있다' | '전장' '에' ('놓는다' | '놓고'))  # createToken // i18n3
  | objectPhrase objP ('무효화한다' | '무효화하고' | '무효화할' '수' '있다')   # counterSpell // i18n3
  | (playerSubject topic)? objectPhrase (andP objectPhrase)* objP ('희생한다' | '희생하고' | '희생할' '수' '있다') # sacrifice // i18n3
  | playerSubject topic '이' '턴' '에' cantAction '수' '없다'               # cantThisTurn
  | '이' '턴' '에' '는'? '피해' objP '방지할' '수' '없다'                    # noPreventThisTurn
  | lookAtTop PERIOD lookPut                                                # lookAtTopPut
  // --- kopl --- the ANTLR C++ runtime here mispredicts a rule's alternatives from the
  // 32nd on ("~을 언탭한다" was refused while "목표 생물을 언탭한다" parsed): the rest of
  // the effects are a rule of their own, so that no rule has 32 alternatives.
  | effectMore                                                              # moreEffect
  ;
effectMore
  // --- begin kopl ---
  : objectPhrase objP ('재생한다' | '재생하고' | '재생할' '수' '있다')         # regenerate // i18n3
  | manaSymbols ((orP | COMMA) manaSymbols)+ objP ('추가한다' | '추가하고' | '추가할' '수' '있다')   # addManaChoice // ko8: may
  | '원하는' '색' '의' '마나' countOf objP ('추가한다' | '추가하고' | '추가할' '수' '있다')          # addManaAny // ko8: may
  // --- end kopl ---
  | objectPhrase objP ('파괴한다' | '파괴하고' | '파괴할' '수' '있다')         # destroy // i18n3: may
  | objectPhrase objP ('추방한다' | '추방하고' | '추방할' '수' '있다')         # exile // i18n3
  | objectPhrase objP ('소유자' | '당신') '의' '손' toward ('되돌린다' | '되돌리고' | '되돌릴' '수' '있다') # bounce // i18n3
  | (playerSubject topic)? perEach? lifePoints objP ('얻는다' | '얻고' | '얻을' '수' '있다') # gainLife // i18n3
  | (playerSubject topic)? possessor statWord '만큼' lifeWord objP ('얻는다' | '얻고') # gainLifeEqual
  | (playerSubject topic)? perEach? lifePoints objP ('잃는다' | '잃고' | '잃을' '수' '있다') # loseLife // ko6: may
  | objectPhrase '위'? '에' perEach? counterKind '카운터' countOf objP
      ('올려놓는다' | '올려놓고' | '올려놓을' '수' '있다')                    # putCounters // i18n3
  | objectPhrase objP ('탭한다' | '탭하고' | '탭할' '수' '있다')               # tapEffect // i18n3
  | objectPhrase objP ('언탭한다' | '언탭하고' | '언탭할' '수' '있다')         # untapEffect // i18n3
  // --- kopl3 --- 122.1: ~에서 시간 카운터 한 개를 제거한다
  | objectPhrase '에서' counterKind '카운터' countOf objP ('제거한다' | '제거하고' | '제거할' '수' '있다') # removeCounters // ko8: may
  // --- kopl3 --- a delayed trigger (603.7a): 다음 턴의 유지단 시작에 / 다음 종료단 시작에, ...
  | ('다음' ('턴' '의' '유지단' | '종료단') | '전투종료단') '시작' '에' COMMA effect # delayedEffect // ko5: 511
  // --- kopl3 --- prevention (615): the Korean rules documents' wording (seed 002: "이 턴에
  // 입혀지려 하는 모든 전투피해를 방지한다"), with whom it would be dealt to and "the next N"
  // --- ko6 --- also without "this turn" (a static shield, 615.1), by what (에 의해) and
  // "dealt to and dealt by" (X에게 입혀지거나 X가 입히려 하는)
  | ('이' '턴' '에')? (objectPhrase '에' '의해')? (recipient ('에게' | '에'))? '입혀지려' '하는' preventAmount objP
      ('방지한다' | '방지하고')                                              # preventDamage
  | ('이' '턴' '에')? recipient ('에게' | '에') '입혀지거나' objectPhrase topic '입히려' '하는'
      preventAmount objP ('방지한다' | '방지하고')                            # preventToAndBy
  // --- ko4 --- 701.19: the Korean CR's wording (702.29a, 702.51a: "당신의 서고에서 [타입]
  // 카드를 찾아서 공개하고 당신의 손에 넣는다. 그리고 나서 서고를 섞는다.")
  | objectPhrase topic duration quotedAbility objP ('얻는다' | '얻고')        # grantAbilityEffect // ko4
  | '당신' '의' '서고' '에서' searchCount? description objP '찾아서' ('공개하고' | '공개한' '후')?
      searchPut                                                               # searchLibrary
  | ('그리고' '나서'? | '그' '후')? ('당신' '의')? '서고' objP ('섞는다' | '섞고' | '섞을' '수' '있다')   # shuffleLibrary // ko8: may
  | effectKo5                                                                 # moreEffectKo5
  ;
// --- begin ko5: more effects (a rule of its own: the ANTLR C++ runtime trap) ---
effectKo5
  // 701.13 (mill), the printed wording before the keyword action: 서고 맨 위 카드 N 장을 무덤에 넣는다
  : (playerSubject topic)? libraryOwner '서고' '맨' '위' '카드' countOf objP libraryOwner '무덤' '에'
      ('넣는다' | '넣고' | '넣을' '수' '있다')                                      # mill
  // 118.1: 당신은 {2}를 지불할 수 있다 (a payment while resolving)
  | (playerSubject topic)? manaSymbols objP ('지불한다' | '지불하고' | '지불할' '수' '있다') # payMana
  // 118.12: 그 주문의 조종자가 {3}을 지불하지 않으면, 그 주문을 무효화한다
  | playerSubject topic manaSymbols objP '지불하지' '않으면' COMMA? effect          # unlessPays
  // 110.2: 그 카드를 (탭된 채로) (당신의 조종하에) 전장에 놓는다 / 되돌린다
  | objectPhrase objP ('탭된' '채로')? (controlOwner '조종하에')? '전장' '에'
      ('놓는다' | '놓고' | '놓을' '수' '있다' | '되돌린다' | '되돌리고' | '되돌릴' '수' '있다') # putOntoBattlefield
  // 401.4: 그 생물을 소유자의 서고 맨 위에 / 맨 밑에 놓는다
  | objectPhrase objP '소유자' '의' '서고' '맨' ('위' | '밑') '에'
      ('놓는다' | '놓고' | '놓을' '수' '있다')                                      # putOnLibrary
  // 613.1b: 턴종료까지 그 생물의 조종권을 얻는다
  | ('당신' topic)? duration? objectPhrase '의' '조종권' objP ('얻는다' | '얻고' | '얻을' '수' '있다') # gainControl // ko8: may
  // 701.28: ~을 변신시킨다 (the Korean CR's 변신)
  | objectPhrase objP ('변신시킨다' | '변신시키고' | '변신시킬' '수' '있다')          # transformEffect
  // 701.21, 608.2d: 그 생물을 탭하거나 언탭한다
  | objectPhrase objP ('탭하거나' '언탭한다' | '탭하거나' '언탭하고' | '탭하거나' '언탭할' '수' '있다') # tapOrUntap
  // 701.16 (look at): 당신의 서고 맨 위 카드 세 장을 보고 원하는 순서로 되돌려 놓는다
  | libraryOwnerAny '서고' '맨' '위' '카드' countOf objP
      ('본다' | '보고' '원하는' '순서' toward '되돌려' ('놓는다' | '놓을' '수' '있다')) # lookAtTopBack // ko8: may
  // 502.3: 그 생물은 조종자의 다음 언탭단에 언탭되지 않는다
  | objectPhrase topic ('조종자' '의' | '당신' '의') '다음' '언탭단' '에' '언탭되지' '않는다' # doesntUntapNext
  // --- ko6 --- 613.1d, 205.1b: ~은 턴종료까지 비행을 가진 2/2 정령 생물이 된다. 그것은 여전히
  // 대지이다. (the duration before the subject as well)
  | objectPhrase topic combatPredicate                                      # combatPredicateEffect // --- ko6 ---
  | objectPhrase topic duration? keywordList '능력'? objP ('잃는다' | '잃고')  # loseKeyword // --- ko6 --- 613.1f
  | allMustBlock                                                           # allMustBlockEffect // --- ko6 ---
  // --- ko6 --- 701.8a: (각 플레이어는 자신의 / 당신의) 손에 있는 카드를 모두 버린다
  | (playerSubject topic)? ('당신' | '자신') '의' '손' '에' '있는' '카드' objP '모두' ('버린다' | '버리고') # discardHand
  // --- ko6 --- 613.4d: 턴종료까지 그 생물의 공격력과 방어력을 맞바꾼다
  | duration? objectPhrase '의' '공격력' andP '방어력' objP ('맞바꾼다' | '맞바꾸고' | '맞바꿀' '수' '있다')  # switchPT // ko8: may
  // --- ko6 --- 500.7: 당신은 이 턴 다음에 추가 턴을 가진다
  | ('당신' topic)? '이' '턴' '다음' '에' '추가' '턴' objP ('가진다' | '가지고')       # extraTurn
  // --- ko6 --- 114.1: "..."를 가진 휘장을 얻는다 (as printed, Garruk's emblem)
  | (playerSubject topic)? QUOTE ability QUOTE objP '가진' '휘장' objP ('얻는다' | '얻고') # getEmblem
  | (duration COMMA?)? objectPhrase topic duration? becomesDesc topic ('된다' | '되고')
      (PERIOD ('그것' | SELF) topic '여전히' typeWord '이다')?                     # becomes
  | effectKo7                                                              # moreEffectKo7 // --- ko7 ---
  ;
// --- begin ko7: more effects (a rule of its own: the ANTLR C++ runtime trap) ---
effectKo7
  : '소집' objP? ('한다' | '하고')                                                # populateEffect // 701.28a (seed 003: 소집)
  // 701.19 (shuffle): 당신의 무덤을 당신의 서고로 섞어 넣는다 / 그 플레이어는 자신의 무덤을 자신의
  // 서고로 섞어 넣는다 (the printed "자신의 서고로 섞어 넣는다", dev file)
  | (playerSubject topic)? libraryOwner '무덤' objP libraryOwner '서고' toward '섞어' ('넣는다' | '넣고') # shuffleGraveyardEffect
  // 105.3, 613.1e: 그 생물은 턴종료까지 청색이 된다 (one colour, as the becomes of ko6)
  | objectPhrase topic duration? colorWord topic ('된다' | '되고')              # setColorEffect
  // 610.3: ~이 전장을 떠날 때까지 그 생물을 추방한다 (until this card leaves the battlefield)
  | SELF topic '전장' objP '떠날' '때' '까지' objectPhrase objP ('추방한다' | '추방하고' | '추방할' '수' '있다') # exileUntilLeavesEffect // ko8: may
  // 406.2, 601.3: 당신의 서고 맨 위 카드 세 장을 추방한다. 이 턴에 당신은 이렇게 추방된 카드를
  // 플레이할 수 있다. (당신의 다음 턴이 끝날 때까지; 발동할 for "cast")
  | '당신' '의' '서고' '맨' '위' '카드' countOf objP ('추방한다' | '추방하고')        # exileTopEffect
  | ('이' '턴' '에' | '당신' '의' '다음' '턴' topic '끝날' '때' '까지') COMMA? '당신' topic
      '이렇게' '추방된' '카드' '들'? objP mayPlayVerb                                   # mayPlayEffect
  // 615.7: 이 턴에 당신이 선택한 (적색) 원천이 다음번에 당신에게 피해를 입히려 할 때, 그 피해를 방지한다
  | '이' '턴' '에' '당신' topic '선택한' sourceQuality? '원천' topic '다음번' '에'
      (recipient ('에게' | '에'))? '피해' objP '입히려' '할' '때' COMMA '그' '피해' objP
      ('방지한다' | '방지하고')                                                      # preventNextChosenEffect
  | effectKo8                                                                        # moreEffectKo8 // --- ko8 ---
  ;
// --- begin ko8: more effects (a rule of its own: the ANTLR C++ runtime trap) ---
effectKo8
  // 118.12a: "<effect> unless <player> <action>", as ko5's "{3}을 지불하지 않으면" (unless-pays):
  // 당신이 생물 카드 한 장을 버리지 않으면, ~을 희생한다.
  : playerSubject topic unlessAction '않으면' COMMA? effect                               # unlessDoesEffect
  // 701.8a: 생물 카드 한 장을 버린다 (discard a card of a kind; plain 카드 is the discard effect)
  | (playerSubject topic)? description indefinite objP ('버린다' | '버리고')               # discardMatchingEffect
  // 305.7: 그 대지는 턴종료까지 숲이 된다 / 당신이 선택한 기본 대지 타입이 된다 (as ko7's 청색이 된다)
  | objectPhrase topic duration? landTypeWord topic ('된다' | '되고')                     # becomeLandTypeEffect
  // 701.42a: 감시 2를 한다 (as 점술; our choice, no printed source)
  | '감시' damageAmount objP ('한다' | '하고')                                            # surveilEffect
  // 106.1a: 원하는 색의 조합으로 마나 두 개를 추가한다 / {R}와 {G}의 원하는 조합으로 ...
  | ('원하는' '색' '의' | manaSymbols andP manaSymbols '의' '원하는') '조합' toward '마나' countOf objP
      ('추가한다' | '추가하고')                                                            # addManaCombinationEffect
  // 701.3a: 그 장비를 그 생물에 붙인다 / ~을 그 생물에 붙인다 (our choice)
  | objectPhrase objP objectPhrase '에' ('붙인다' | '붙이고' | '붙일' '수' '있다')          # attachEffect
  // 106.6: {C}를 추가한다. 이 마나는 순간마법이나 집중마법 주문을 발동하는 데만 사용할 수 있다.
  | (manaSymbols | '원하는' '색' '의' '마나' countOf) objP '추가한다' PERIOD
      '이' '마나' topic description objP '발동하는' '데' '만' spendOnlyTail                  # spendOnlyEffect
  // 701.8b: 그 상대는 자신의 손을 공개한다. 당신은 그 중 대지가 아닌 카드 한 장을 선택한다. 그 상대는
  // 그 카드를 버린다. (one effect, as English's three sentences)
  | playerSubject topic '자신' '의' '손' objP '공개한다' PERIOD '당신' topic '그' '중' description
      indefinite objP '선택한다' PERIOD playerSubject topic '그' '카드' objP '버린다'            # discardChosenEffect
  ;
// not "있다" as a word of spendOnlyEffect itself: that ending makes an effect optional (608.2d)
spendOnlyTail : '사용할' '수' '있다' ;
// what the player does to avoid the effect: the verb's -지 form before 않으면
unlessAction
  : '카드' countOf objP ('무작위' toward)? '버리지'                   # unlessDiscard
  | description indefinite objP '버리지'                             # unlessDiscardMatching
  | objectPhrase objP '희생하지'                                     # unlessSacrifice
  | objectPhrase objP '소유자' '의' '손' toward '되돌리지'             # unlessReturn
  ;
landTypeWord : KO_SUBTYPE (andP KO_SUBTYPE)? | '당신' topic '선택한' '기본' '대지' '타입' ;
// --- end ko8 ---
sourceQuality : colorWord (orP colorWord)? | typeWord ;
// not "있다" as a word of mayPlayEffect itself: that ending makes an effect optional (608.2d)
mayPlayVerb : ('플레이할' | '발동할') '수' '있다' ;
// --- end ko7 ---
// --- ko6 --- what a permanent becomes: a token's characteristics without 토큰 (and without
// 무색: a colour not named is not changed, 613.1d)
becomesDesc : (keywordList '능력'? objP '가진')? PT? tokenColor* KO_SUBTYPE* tokenType+ ;
libraryOwnerAny : '당신' '의' | '그' '플레이어' '의' ;
libraryOwner : '당신' '의' | '자신' '의' ;
controlOwner : '당신' '의' | '소유자' '의' ;
// --- end ko5 ---
quotedAbility : QUOTE ability QUOTE ;   // --- ko4 ---
// 최대 두 장의 (up to two), 한 장의; none for one, as the Korean CR writes it
searchCount : '최대'? amount '장' '의'
            | '원하는' '수' '의' ;   // search8: any number of (701.19b)
searchPut
  : '당신' '의' '손' '에' ('넣는다' | '넣고' | '넣을' '수' '있다')                 # searchToHand
  | ('탭된' '채로')? '전장' '에' ('놓는다' | '놓고' | '놓을' '수' '있다')            # searchToBattlefield
  | '당신' '의' '무덤' '에' ('넣는다' | '넣고' | '넣을' '수' '있다')                   # searchToGraveyard // --- ko6 ---
  // search8: "서고를 섞은 후 그 카드들을 원하는 순서로 서고 맨 위에 놓는다" (701.20a, 401.4):
  // English "Shuffle your library, then put them on top of it in any order."
  | '서고' objP '섞은' '후' '그' '카드' '들' objP '원하는' '순서' toward '서고' '맨' '위' '에' '놓는다' # searchToLibraryAnyOrder
  | ('추방한다' | '추방하고')                                                  # searchToExile // search8 (406.2)
  ;
preventAmount
  : '모든' '전투'? '피해'                 # preventAll
  | '다음' '피해' damageAmount '점'       # preventNext
  ;
damage
  : '피해' damageAmount '점' objP ('입힌다' | '입히고')
  | '피해' damageAmount '점' objP '입히게' '할' '수' '있다'   // --- ko6 --- "you may have ~ deal" (608.2d)
  | '피해' damageAmount '점' objP '원하는' '대로' '나누어' ('입힌다' | '입히고')   // --- ko8 --- divided as you choose (601.2d)
  | damageAmount '점' '의' '피해' objP ('입힌다' | '입히고')
  ;
lifePoints
  : lifeWord damageAmount '점'
  | '그만큼' '의' lifeWord   // --- ko7 --- "that much life" (603.2): 당신은 그만큼의 생명점을 얻는다
  ;
lifeWord : '생명' | '생명점' | '생명력' ;
possessor : '그' (typeWord | '목표') '의' | SELF '의' | '이' typeWord '의' | '그것' '의' ; // ko5: 그것의 조종자
statWord : '공격력' | '방어력' ;
cantAction
  : lifeWord objP '얻을'                                       # cantGainLifeAction
  | description '들'? objP '발동할'                            # cantCastAction
  ;
// 701.16d: 당신의 서고 맨 위 카드 열 장을 본다. 그 중 세 장을 당신의 손으로
// 가져가고 나머지 카드들은 무작위 순서로 당신의 서고 맨 밑에 놓는다.
// --- ko6 --- every look-at-top form English compiles (401, 701.16): the cards are looked at
// (본다) or revealed (공개한다); some of them go to a zone (그 중 생물 카드 한 장을 (공개하고)
// 당신의 손으로 가져갈 수 있다 / 그 중 원하는 수의 카드를 당신의 무덤에 넣는다 / 그 중 대지
// 카드를 모두 전장에 놓는다; one card: 그 카드가 대지 카드라면, 그 카드를 ...), the rest go
// where 나머지 카드들은 ... says. The verb agrees with the zone (the builder checks it).
lookAtTop : '당신' '의' '서고' '맨' '위' '카드' countOf objP ('본다' | '공개한다') ;
lookPut
  : lookChosen lookVerbAnd lookRest                                        # lookChosenAndRest
  | lookChosen lookVerbFinal (PERIOD lookRest)?                            # lookChosenThenRest
  | '그' '카드' topic description ('이라면' | '라면') COMMA '그' '카드' objP '공개하고'? lookWhere
      lookVerbFinal (PERIOD '그렇지' '않다면' COMMA '그' '카드' objP lookWhere lookVerbFinal)? # lookIfItIs
  ;
lookChosen
  : '그' '중' (description? countOf | '원하는' '수' '의' description) objP '공개하고'? lookWhere # lookSome
  | '그' '중' description objP '모두' '공개하고'? lookWhere                                 # lookAllMatching
  ;
lookWhere : '당신' '의' '손' toward | '전장' '에' | '당신' '의' '무덤' '에' ;
lookVerbAnd : '가져가고' | '놓고' | '넣고' ;
lookVerbFinal : '가져간다' | '놓는다' | '넣는다' | '가져갈' '수' '있다' | '놓을' '수' '있다' | '넣을' '수' '있다' ;
lookRest
  : '나머지' ('카드' '들'?)? topic (('무작위' | '원하는') '순서' toward)? '당신' '의' '서고' '맨' '밑' '에' '놓는다' # restBottom
  | '나머지' ('카드' '들'?)? topic '원하는' '순서' toward '당신' '의' '서고' '맨' '위' '에' '되돌려' '놓는다'     # restTop
  | '나머지' ('카드' '들'?)? topic '당신' '의' '무덤' '에' '넣는다'                                               # restGraveyard
  | '나머지' ('카드' '들'?)? topic '당신' '의' '손' toward '가져간다'                                             # restHand
  ;
// A token: 비행을 가진 1/1 무색 날틀 마법물체 생물 토큰 (keywords first),
// older prints 치명타 능력을 가진 3/3 흑색 야수 토큰 (creature implied by the size).
tokenDescription // ko6: or a quoted ability ("\"...\"를 가진 ... 토큰", 111.4, 113.1a)
  : tokenNameKo? ((keywordList '능력'? | quotedAbility) objP '가진')? PT? tokenColor* KO_SUBTYPE* tokenType* '토큰' ;
// search8: "이름이 Carnivore인 ... 토큰" (English "... token named Carnivore", 111.4), as namedSelf
tokenNameKo : '이름' topic WORD+ '인' ;
tokenColor : colorWord | '무색' ;
tokenType : '생물' | '마법물체' | '부여마법' | '대지' ;
duration : '턴' '종료' '시'? '까지' | '턴' '끝' '까지' ;
// --- kopl3 --- named counters (122.1): the Korean rules documents' names, or the
// English name as the Korean CR writes it (age 카운터); compiler/Parse/CounterNames.h
counterKind : PT_MOD | '충성' | '시간' | '레벨' | WORD ;

playerSubject
  : '당신'
  | '목표' '플레이어'
  | '목표' '상대'
  | '각' '플레이어'
  | '각' '상대'
  | '그' '플레이어'
  | '그' '상대'
  | '플레이어' '들'
  | '당신' '의' '상대' '들'
  | possessor '조종자'
  | '방어하는' '플레이어'   // --- ko5 --- 506.2
  ;
recipient
  : '목표'                                             # anyTargetRecipient
  | '목표' '생물' orP '플레이어'                          # creatureOrPlayerRecipient
  | objectPhrase andP '각' ('플레이어' | '상대')         # objectsAndPlayersRecipient
  | playerSubject                                      # playerRecipient
  | objectPhrase                                       # objectRecipient
  ;

// ---------------------------------------------------------------- objects
// Qualifying clauses stand before 목표 (당신이 조종하는 목표 생물).
// Korean has no articles: a description alone is "all such" (당신이 조종하는
// 생물은 ...), 하나/한 개 after it is the indefinite "a" (생물 하나를 희생한다).
objectPhrase
  : SELF                                               # selfRef
  | '이' typeWord                                      # selfRef2
  | ('부여된' | '장착된') typeWord                       # attachedRef  // --- kopl --- 303.4, 301.5
  | SELF ('또는' | '혹은') description                 # selfOrObject // --- kopl3 --- ~ 또는 다른 생물
  | '그것'                                             # itRef
  | '당신' '의' zoneWord '에' '있는' SELF                # selfInZone // --- ko5 --- ~ from your graveyard
  | '추방된' '카드' '들'?                               # exiledCardsRef // --- ko5 --- "the exiled card(s)"
  | '그' (typeWord | '목표') '들'?                      # thatRef
  | qualifier* '목표' description                      # targetObject
  | qualifier* '목표' description (countOf | '최대' countOf '까지') # targetObjects
  | quantifier? description indefinite                 # indefiniteObject
  | quantifier? description                            # allObjects
  ;
quantifier : '모든' | '각' ;
indefinite : '하나' | '한' ('개' | '장') ;
description : qualifier* quantifier? '다른'? adjective* subtypedType cardWord? (orOrComma adjective* subtypedType cardWord?)* '들'? ;
// --- begin kopl: 고블린 생물, 다른 고블린 (a creature type, with or without its card type) ---
subtypedType : KO_SUBTYPE+ typeWord? | typeWord | twoTypes ;
// --- ko4 --- 마법물체 생물 / 부여마법 생물 / 대지 생물 (an artifact creature: both types)
twoTypes : ('마법물체' | '부여마법' | '대지') '생물' ;
// --- end kopl ---
cardWord : '카드' | '주문' | '토큰' ;   // 생물 카드, 생물 주문, 생물 토큰 (토큰: --- kopl ---)
orOrComma : orP | COMMA ;
qualifier : controller | zoneSuffix | nontoken | withKeyword | statQualifier | withCounter | namedSelf
          | targetsSelf | chosenQuality ;
// --- ko7 --- 선택된 타입의 / 선택된 색의 (of the chosen type or colour; 614.12's 선택한다)
chosenQuality : '선택된' ('타입' | '색') '의' ;
// --- ko7 --- 115.1: ~을 목표로 정하는 주문 (a spell that targets ~; the declaration's 목표로 정하다)
targetsSelf : SELF objP '목표' toward '정하는' ;
// --- ko7 --- 201.4: 이름이 ~인 카드 (a card with this card's name)
namedSelf : '이름' topic SELF '인' ;
// --- ko5 --- 122.1: +1/+1 카운터가 놓인 생물
withCounter : counterKind '카운터' topic '놓인' ;
// --- ko5 --- 208.1, 202.3: 공격력이 2 이하인 / 전환마나비용이 3 이하인 / 전환마나비용이 X인
statQualifier : ('공격력' | '전환마나비용') topic damageAmount ('이하' | '이상')? '인' ;
// 비행을 가진 생물 / 비행이 없는 생물 (with / without a keyword)
withKeyword : keywordName (objP '가진' | topic '없는') ;
nontoken : '토큰' topic '아닌' ;   // a relative clause like the others: 토큰이 아닌
adjective
  : colorWord (orP colorWord)+   // --- ko5 --- 적색이나 녹색 (a choice of colours)
  | colorWord | '탭된' | '언탭된' | '토큰' | '공격하는' | '방어하는' | '공격하거나' '방어하는'
  | (colorWord | typeWord) topic '아닌'     // 흑색이 아닌, 대지가 아닌 (nonblack, nonland)
  | '기본' topic '아닌'                      // --- ko5 --- nonbasic (205.4a)
  // --- begin cast ---
  | '다색'                                   // multicolored (105.2)
  | '무색'                                   // --- ko6 --- colorless (105.2c; 무색 as tokens write it)
  | '기본'                                   // --- ko4 --- basic (205.4a: 기본 대지, seed 002)
  | '전설적' (topic '아닌')?                  // --- ko7 --- (non)legendary (205.4d; seed 002: 전설적 생물)
  | '스노우' (topic '아닌')?                  // --- ko8 --- (non)snow (205.4g; the Korean CR's "스노우(snow) 심볼", 107.4)
  // --- end cast ---
  ;
colorWord : '백색' | '청색' | '흑색' | '적색' | '녹색' ;
// Creature types as printed (i18n/ko/glossary.tsv); one token each so that a
// type is never split into syllables that are particles.
KO_SUBTYPE
  : '인간' | '야수' | '날틀' | '고블린' | '엘프' | '좀비' | '천사' | '정령' | '병사'
  | '기사' | '전사' | '스피릿' | '곤충' | '뱀' | '늑대' | '고양이' | '새' | '멀포크'
  | '기계' | '골렘' | '드래곤' | '악마' | '해골' | '식물' | '다람쥐' | '꼬마요정'
  | '원소' | '장치' | '성직자' | '마법사' | '주술사' | '흡혈귀' | '호랑이' | '곰'
  | '미노타우르스' | '오크' | '하수인' | '쥐' | '코끼리' | '박쥐' | '생쥐'
  | '사프롤링' | '슬리버' | '공룡' | '해적' | '마이어' | '협력자' | '엘드라지'   // --- kopl ---
  | '숲' | '산' | '섬' | '늪' | '평원'   // --- ko4 --- basic land types (the rulebook's 숲잠입, 평원잠입 ...)
  | '마법진' | '장비'                   // --- ko4 --- Aura (the Korean CR, 702.64a), Equipment (seed 002)
  // --- ko5 --- more types as printed (i18n/ko/templates.tsv subtype.*)
  | '비전' | '관문' | '벽' | '늑대인간' | '탈것' | '거인' | '사막' | '거미' | '도적' | '닌자'
  | '사무라이' | '환영' | '그리핀' | '지니' | '서보' | '웜' | '켄타우로스' | '호러' | '용병'
  | '보물' | '자손' | '산란체'   // --- ko6 --- Treasure, (Eldrazi) Scion, (Eldrazi) Spawn
  // --- ko7 --- the types English compiles that had no Korean word (creature, planeswalker, land
  // and enchantment types); sources and choices in docs/i18n-ko-pl.md (branch ko7)
  | '반란군' | '트리포크' | '키스킨' | '쓰랄' | '우즈' | '카부' | '이프리트' | '드워프' | '오록스' | '허수아비' | '페가수스' | '수도사'
  | '호문쿨루스' | '염소' | '가고일' | '균류' | '드루이드' | '오징어' | '성소' | '농노' | '프리즘' | '펜타바이트' | '악몽' | '크라켄'
  | '코르' | '코볼드' | '드레이크' | '데빌' | '시민' | '순록' | '블링크모스' | '야만인' | '기술자' | '에테르태생' | '지렁이' | '거북'
  | '서펜트' | '사티로스' | '모래' | '서사시' | '정비공' | '코뿔소' | '반영' | '해충' | '문어' | '밤추적자' | '원숭이' | '로커스'
  | '리바이어선' | '저거너트' | '임프' | '말' | '그렘린' | '무덤태생' | '노움' | '사이클롭스' | '세팔리드' | '카마리드' | '멧돼지'
  | '화신' | '조립노동자' | '암살자' | '유인원' | '니사' | '릴리아나' | '찬드라' | '아자니' | '테제렛' | '테페리' | '제이스' | '기데온'
  | '도빈' | '앙그라스' | '개럭'
  | '볼라스' | '카르투슈' | '게' | '스핑크스' | '비비엔' | '브라스카'
  ;
LOYALTY : [+\-\u2212] ([0-9]+ | [xX]) ;   // +1: / -3: (606.2); +3/+3 is longer, so PT_MOD
// --- ko4 --- overrides OracleCommon's PT_MOD: Korean text keeps its capital X (+X/+0, -X/-X)
PT_MOD : [+\-] ([0-9]+ | [xX]) '/' [+\-] ([0-9]+ | [xX]) ;
typeWord
  : '생물' | '마법물체' | '부여마법' | '대지' | '플레인즈워커' | '지속물'
  | '카드' | '주문' | '토큰' | '순간마법' | '집중마법'
  ;
controller
  : '그' '플레이어' topic '조종하는'
  | '당신' topic '조종하지' '않는'   // --- ko5 --- (not (controller you))
  | '당신' topic '조종하는'
  | '상대' topic '조종하는'
  | '당신' '의' '상대' '들'? topic '조종하는'
  | '그' '상대' topic '조종하는'                  // --- ko8 --- a declared opponent
  | '방어하는' '플레이어' topic '조종하는'        // --- ko8 --- 506.2 (as ko5's 방어하는 플레이어)
  ;
zoneSuffix : zoneRef '에' '있는' ;
zoneRef
  : ('모든' | '당신' '의' | '각' '플레이어' '의' | '목표' '플레이어' '의' | '상대' '의'
    | '그' ('플레이어' | '상대') '의')?   // --- ko8 --- the zone of a player named before
    zoneWord
  ;
zoneWord : '무덤' | '손' | '서고' | '추방' '영역' | '전장' ;

// Counts: native numerals with a counter word (두 장, 세 개), or digits.
countOf : amount ('개' | '장') ;
amount
  : NUMBER | 'X' | 'x'
  | '한' | '두' | '세' | '네' | '다섯' | '여섯' | '일곱' | '여덟' | '아홉' | '열'
  ;
damageAmount : NUMBER | 'X' | 'x' ;

// ---------------------------------------------------------------- lexer
// Words outside Hangul (rare: X); Hangul is covered by the literals above and,
// for anything else, one syllable at a time.
WORD   : [a-zA-Z\u00C0-\u024F] [a-zA-Z\u00C0-\u024F'\-]* ;
HANGUL : [\uAC00-\uD7A3\u1100-\u11FF\u3130-\u318F] ;
