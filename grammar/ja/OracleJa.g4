// Japanese printed rules text, one ability line at a time (the driver splits
// lines). Input is normalised: NFC, full-width ASCII folded (３ -> 3, ： -> :,
// （ -> (), the card's name and 《name》 replaced by `~`; Japanese is not
// lower-cased. Japanese has no spaces, so WORD is overridden below: it only
// takes runs of Katakana or Latin letters, or one Han/Hiragana character, and
// every template word is a literal token (literals are defined first, so they
// win ties against WORD; the longest match wins otherwise). Rules are grouped
// by template family like OracleEn; the AST builder (compiler/Parse/ja) maps
// each labelled alternative to the same language-neutral AST as English.
// See docs/i18n-ja.md for the templates.
grammar OracleJa;
import OracleCommon;

// Subtype names ("ゴブリン", "兵士", "多相の戦士") are a closed list (CR 205.3)
// too long for literals and not single words to the lexer: after lexing, the
// front end merges the tokens spelling one into a SUBTYPE token.
tokens { SUBTYPE }

abilityLine
  : ability reminder? EOF
  | reminder EOF                     // a line that is only reminder text
  ;
reminder : REMINDER ;

ability
  : keywordList                                        # keywordLine
  | abilityWord? cost COLON (effectSentences | modal) restriction*  # activatedLine // jaxcheck: abilityWord
  | abilityWord? trigger TEN ((condition | conditionJa5) '場合' TEN)? (effectSentences | modal) # triggeredLine // ja5: conditionJa5
  | ('この' '呪文' | SELF) 'を' '唱えるための追加コストとして' TEN youWa? cost MARU # additionalCostLine
  // --- begin jaxcheck ---
  | ('この' '呪文' | SELF) 'は' '打ち消されない' MARU    # cantBeCounteredLine
  // --- end jaxcheck ---
  | abilityWord? staticAbility MARU whereX?            # staticLine
  | castOnlyJa MARU                                    # castOnlyLine // ja4
  // --- begin keywords7 --- 701.39d: "~が攻撃するに際し、あなたはこれを督励してもよい。そうしたとき、…"
  | SELF 'が' '攻撃するに際し' TEN 'あなた' 'は' 'これ' 'を' '督励してもよい' MARU ('そうしたとき' TEN effectSentences)? # exertLine
  // "あなたがクリーチャーを１体督励するたび、…" (701.39a): a line of its own, `trigger` is past 30 alternatives
  | 'あなた' 'が' description 'を' NUMBER counterWord '督励するたび' TEN effectSentences # exertTriggerLine
  // --- end keywords7 ---
  | (effectSentences | modal)                          # spellLine
  ;

// Modal spells and abilities (CR 700.2): "以下から1つを選ぶ。" and one "・" line
// per mode (the driver hands the header and its bullets over as one line).
modal : '以下' 'から' modeCount '選ぶ' MARU modeItem+ ;
modeCount
  : NUMBER 'つ' 'を'                                   # exactModes
  | NUMBER 'つ' ('または' '両方' | '以上') 'を'          # oneOrMoreModes
  ;
modeItem : '・' effectSentences reminder? ;

// An ability word ("上陸 ―") has no rules meaning (CR 207.2c); it is one
// token (ABILITY_WORD below).
abilityWord : ABILITY_WORD ;
// Activation restrictions (CR 602.5b).
restriction
  : '起動は' 'ソーサリー' 'として' 'のみ' '行う' MARU                    # sorceryRestriction
  | '毎ターン' NUMBER '回' 'のみ' '起動できる' MARU                      # onceRestriction
  | 'あなた' 'の' 'ターン' 'の' '間' 'に' 'のみ' '起動できる' MARU        # yourTurnRestriction
  | condition ('とき' | '場合') 'に'? 'のみ' '起動できる' MARU             # conditionRestriction // jaxcheck: 'に'?
  | 'あなた' 'の' 'アップキープ' 'の' '間' 'に' 'のみ' '起動できる' MARU     # yourUpkeepRestriction // jaxcheck
  // "あなたのターンの間で、攻撃クリーチャーが指定される前にのみ起動できる。" (i18n3, 508)
  | 'あなた' 'の' 'ターン' 'の' '間' 'で' TEN? '攻撃' 'クリーチャー' 'が' '指定される前に' 'のみ' '起動できる' MARU # beforeAttackersRestriction
  ;

// ---------------------------------------------------------------- keywords
keywordList : keyword (TEN keyword)* ;
keyword
  : keywordName                            # plainKeyword
  | keywordName (manaSymbols | DASH cost)  # costKeyword
  | keywordName NUMBER                     # amountKeyword
  | ENCHANT_OPEN description ')'           # enchantKeyword
  | ABILITY_WORD cost MARU?                # dashCostKeyword // jaxcheck: "フラッシュバック ― {1}{B},…" lexes as an ability word
  // --- begin altcast ---
  | '待機' NUMBER DASH manaSymbols          # suspendKeyword  // 702.62a: "待機4 ― {1}{U}"
  | '覚醒' NUMBER DASH manaSymbols          # awakenKeyword   // --- keywords7 --- 702.113a: "覚醒４ ― {5}{U}"
  | SPLICE_ARCANE manaSymbols               # spliceKeyword   // --- keywords7 --- 702.47a: "連繋(秘儀){1}{R}"
  // --- end altcast ---
  ;
keywordName : basicKeyword | evasionKeyword | combatKeyword | keywords6Keyword | keywords7Keyword ;
// --- begin keywords6 --- entwine, cascade, transmute (702.42, 702.85, 702.53)
keywords6Keyword : '双呪' | '続唱' | '変成' ;
// --- end keywords6 ---
// --- begin keywords7 --- bestow (702.103)
keywords7Keyword : '授与' | '超過' ;
// --- end keywords7 ---
basicKeyword
  : '飛行' | '警戒' | '速攻' | 'トランプル' | '先制攻撃' | '二段攻撃' | '接死' | '絆魂'
  | '到達' | '防衛' | '威迫' | '呪禁' | '破壊不能' | '瞬速' | '果敢' | 'サイクリング'
  | '装備' | '被覆' | '欠色'
  | 'キッカー' | 'バイバック' | '召集'   // jaxcheck: 702.33, 702.27, 702.51
  ;
// Evasion (CR 702.13, 702.14, 702.28, 702.31, 702.36) and protection from a
// colour (702.16): "沼渡り" is one word; "プロテクション（黒）" holds its colour
// in parentheses that are not reminder text (PROTECTION_OPEN, like ENCHANT_OPEN).
evasionKeyword
  : '畏怖' | '威嚇' | 'シャドー' | '馬術'
  | '沼渡り' | '島渡り' | '森渡り' | '山渡り' | '平地渡り'
  | PROTECTION_OPEN colorWord ')'
  | PROTECTION_OPEN 'その'? '選ばれた' '色' ')'        // i18n3: the colour chosen before
  ;
// Keywords with their own rules behaviour (CR 702.23, 702.25, 702.30, 702.34,
// 702.45, 702.79, 702.80, 702.83, 702.90, 702.93); 武士道 and ランページ take a
// number ("武士道１"), フラッシュバック and エコー a cost.
combatKeyword
  : '感染' | '萎縮' | '賛美' | '武士道' | '側面攻撃' | 'ランページ' | '不死' | '頑強'
  | 'フラッシュバック' | 'エコー'
  | '転生' | '製造' | '死後' | '長久' | '教導' | '接合'  // 702.46, 702.123, 702.135, 702.107, 702.134, 702.43
  // --- begin morph ---
  | '変異' | '大変異'                                   // 702.37a-b
  // --- end morph ---
  // --- begin keywords ---
  | '蘇生' | '活用' | '接木' | '刹那' | '回顧'           // 702.84, 702.97, 702.58, 702.61, 702.81
  | '想起' | '疾駆' | 'ストーム' | '搭乗'                // 702.74, 702.109, 702.40, 702.122
  // --- end keywords ---
  // --- begin altcast ---
  | 'マッドネス' | '反復' | '不朽' | '永遠'              // 702.35, 702.88, 702.128, 702.129
  // --- end altcast ---
  // --- begin i18n3 ---
  // Keywords whose Japanese line is the name (and a number or cost) and reminder
  // text: 702.112, 702.54, 702.91, 702.126, 702.41, 702.131, 702.66, 702.100,
  // 702.73, 702.24, 702.63, 702.32, 702.130, 702.105, 702.44, 702.118, 702.33c.
  | '高名' | '狂喜' | '喊声' | '即席' | AFFINITY_ARTIFACTS | '昇殿' | '探査' | '進化'
  | '多相' | '累加アップキープ' | '消散' | '消失' | '加虐' | '廃位' | '烈日' | '潜伏'
  | '多重キッカー'
  // --- end i18n3 ---
  | '移植' | '貪食'                                     // ja5: printed graft (702.58), devour (702.82)
  ;
// Keywords granted by an effect: "飛行と警戒を得る", "飛行、警戒を持つ".
grantedKeywords : keywordName (('と' | TEN) keywordName)* ;

// ---------------------------------------------------------------- costs
cost : costPart ((COMMA | TEN) costPart)* ;
costPart
  : manaSymbols                                                  # symbolCost
  | objectPhrase 'を'? '生け贄に捧げる'                           # sacrificeCost
  | description 'を' amount counterWord '生け贄に捧げる'            # sacrificeCountedCost
  | countedDescription ('か' countedDescription)+ 'を' '生け贄に捧げる' # sacrificeEitherCost
  | 'カード' amount '枚' 'を' '捨てる'                            # discardCost
  | 'カード' 'を' amount '枚' '捨てる'                            # discardCost
  | 'カード' amount '枚' '捨てる'                                 # discardCost
  | amount '点' 'の' 'ライフ' 'を' '支払う'                       # payLifeCost
  | description amount counterWord 'を' 'タップする'              # tapOthersCost // jaxcheck
  | manaSymbols 'を' '支払う'                                     # payEnergyCost // jaxcheck: "{E}を支払う"
  // "~の上から蓄積カウンター１個を取り除く" (CR 118.3)
  | objectPhrase 'の' '上' 'から' counterKind 'カウンター' amount '個' 'を' '取り除く' # removeCountersCost
  | LOYALTY_SYMBOL                                                # loyaltyCost // i18n3: "[+1]：", "[−3]：" (606.4)
  // --- begin ja4 ---
  | SELF 'を' '捨てる'                                            # discardSelfCostJa   // "~を捨てる" (207.2c bloodrush, channel)
  | SELF 'を' '督励する'                                          # exertSelfCostJa     // --- keywords7 --- 701.39a
  | 'カード' amount '枚' 'を' '無作為に選んで' '捨てる'            # discardRandomCostJa // "discard a card at random"
  // --- effects8 --- "クリーチャー・カード１枚を捨てる": English "Discard a creature card" (118.3)
  | description amount '枚' 'を' '捨てる'                           # discardTypedCostJa
  | ('あなた' 'の' '墓地' 'から')? SELF 'を' '追放する'          # exileSelfCostJa     // "Exile ~ (from your graveyard)" (118.3); ja5: from
  | description amount counterWord 'を' '追放する'                # exileCardsCostJa    // "あなたの墓地からカード２枚を追放する"
  | 'あなた' 'の' 'ライブラリー' 'の' '一番上' ('から' 'カード' amount '枚' | 'の' 'カード') 'を' '追放する' # exileTopCostJa // 406.2
  // --- end ja4 ---
  ;
manaSymbols : MANA_SYMBOL+ ;

// ---------------------------------------------------------------- triggers
// The subject may carry its count after が: "土地が１つ戦場に出るたび" (a land).
trigger
  : triggerSubject underControl? '戦場' 'に' ('出たとき' | '出るたび')   # entersTrigger
  | triggerSubject ('死亡したとき' | '死亡するたび')                    # diesTrigger
  | triggerSubject '戦場' 'から' zoneOwner? '墓地' 'に'
      ('置かれたとき' | '置かれるたび')                                 # diesTrigger
  | triggerSubject ('攻撃したとき' | '攻撃するたび')                    # attacksTrigger
  | triggerSubject ('ブロックしたとき' | 'ブロックするたび')            # blocksTrigger
  | triggerSubject ('攻撃するかブロックしたとき' | '攻撃するかブロックするたび') # attacksOrBlocksTrigger
  | triggerSubject '攻撃' 'か' ('ブロックしたとき' | 'ブロックするたび')         # attacksOrBlocksTrigger
  | triggerSubject ('ブロックされた状態になったとき' | 'ブロックされた状態になるたび') # becomesBlockedTrigger
  | triggerSubject '戦場' 'を' ('離れたとき' | '離れるたび')            # leavesTrigger
  // --- begin morph ---
  | triggerSubject ('表向きになったとき' | '表向きになるたび')          # turnedFaceUpTrigger  // 708.8
  // --- end morph ---
  | moreTrigger                                                                  # moreTriggerAlt
  | triggerSubject ('怪物的になったとき' | '怪物的になるたび')          # becomesMonstrousTrigger // --- keywords --- 701.31a
  | triggerSubject damageTo? '戦闘'? 'ダメージ' 'を' ('与えたとき' | '与えるたび') # dealsDamageTrigger
  | objectPhrase 'に' 'ダメージ' 'が' ('与えられたとき' | '与えられるたび') # dealtDamageTrigger
  | triggerSubject 'ダメージ' 'を' ('与えられたとき' | '与えられるたび')      # dealtDamageTrigger
  | actingPlayer 'が' objectPhrase 'を' (amount counterWord)? ('唱えたとき' | '唱えるたび') # castTrigger
  | actingPlayer 'が' 'ライフ' 'を' ('得たとき' | '得るたび')           # gainLifeTrigger
  | actingPlayer 'が' 'カード' 'を' (amount '枚')? ('引いたとき' | '引くたび') # drawTrigger
  | stepOwner? step 'の' '開始時に'                                   # stepTrigger
  // --- begin jaxcheck ---
  | triggerSubject '呪文' 'や' '能力' 'の' ('対象になったとき' | '対象になるたび') # becomesTargetTrigger
  | actingPlayer 'が' objectPhrase 'を' '対象とする' '呪文' 'を' ('唱えたとき' | '唱えるたび') # heroicTrigger
  | actingPlayer 'が' 'カード' 'を' (amount '枚')? ('捨てたとき' | '捨てるたび')     # discardTrigger
  | triggerSubject description (amount counterWord)? ('によって' | 'に') // ja5: に
      ('ブロックされた状態になったとき' | 'ブロックされた状態になるたび')                  # blockedByTrigger
  // --- end jaxcheck ---
  // --- begin i18n3 ---
  // "あなたが(他の)カードを１枚サイクリングする(か捨てる)たび" (702.29)
  | actingPlayer 'が' another? 'カード' 'を' (amount '枚')?
      ('サイクリングするたび' | 'サイクリングしたとき' | 'サイクリングするか' ('捨てるたび' | '捨てたとき')) # cyclesTrigger
  // "あなたが沼をコントロールしていないとき、" (a state trigger, 603.8)
  | condition 'とき'                                                              # stateTrigger
  // "カオスが起こるたび" (planar die, 309.6): English "Whenever you roll {CHAOS}"
  | 'カオス' 'が' '起こるたび'                                                     # chaosTrigger
  // "~がクリーチャーをブロックするかクリーチャーによってブロックされた状態になるたび" (509.1h)
  | triggerSubject (blockedDesc 'を')? 'ブロックするか' TEN? (blockedDesc ('によって' | 'に'))?
      ('ブロックされた状態になったとき' | 'ブロックされた状態になるたび')                  # blocksOrBlockedTrigger
  // "~が飛行を持つクリーチャーを１体ブロックするたび" (509.1a)
  | triggerSubject blockedDesc 'を' (amount counterWord)? ('ブロックしたとき' | 'ブロックするたび') # blocksCreatureTrigger
  // --- end i18n3 ---
  ;
// More triggers, in a rule of their own: the ANTLR 4.9 C++ runtime mispredicts a
// rule's alternatives from about the 32nd on (docs/toolchain.md).
moreTrigger
  // --- begin trig2 ---
  : triggerSubject ('タップ状態になったとき' | 'タップ状態になるたび')        # becomesTappedTrigger   // 701.21a
  | triggerSubject ('アンタップ状態になったとき' | 'アンタップ状態になるたび') # becomesUntappedTrigger // 701.21b
  | triggerSubject '攻撃して' ('ブロックされなかったとき' | 'ブロックされないたび') # attacksUnblockedTrigger // 509.5g
  | ('あなた' 'が' SELF | 'この' 'カード') 'を' 'サイクリングしたとき'     # cycleSelfTrigger       // 702.29c; ja4: この…, older printings
  // --- end trig2 ---
  // One ability, two events of the card (603.2): "~が戦場に出るか攻撃するたび",
  // "~が戦場に出るか戦場を離れるかしたとき", "~が戦場に出たか死亡したとき".
  | triggerSubject '戦場' 'に' ('出るか' | '出たか') secondEventJa      # entersOrTrigger
  // --- begin triggers7 ---
  // Battalion (508.3a): "~と(、)少なくとも２体の他のクリーチャーが攻撃するたび"
  | SELF 'と' TEN? '少なくとも' amount '体' 'の' another 'クリーチャー' 'が' ('攻撃するたび' | '攻撃したとき') # attacksWithOthersTrigger
  // --- end triggers7 ---
  ;
secondEventJa
  : '攻撃するたび' | '攻撃したとき'
  | '戦場' 'を' ('離れるかしたとき' | '離れたとき' | '離れるたび')
  | '死亡するかしたとき' | '死亡したとき' | '死亡するかするたび' | '死亡するたび'
  | '戦場' 'から' '墓地' 'に' ('置かれたとき' | '置かれるたび')
  | '表向きになったとき' | '表向きになるたび'
  ;
triggerSubject : objectPhrase 'が' (amount counterWord TEN?)? ;
underControl : ('あなた' | '対戦相手') 'の' 'コントロール下で' | ownersWord? 'オーナー' 'の' 'コントロール下で' ; // jaxcheck: owner's
damageTo
  : 'プレイヤー' (amount '人')? 'に'                    # damageToPlayer
  | '対戦相手' (amount '人')? 'に'                      # damageToOpponent
  | 'クリーチャー' (amount '体')? 'に'                  # damageToCreature
  ;
actingPlayer
  : 'あなた'                                           # youAct
  | 'プレイヤー' (amount '人')?                         # playerAct
  | 'あなた' 'の' '対戦相手' (amount '人')?              # opponentAct
  | '対戦相手' (amount '人')?                           # opponentAct
  ;
stepOwner
  : 'あなた' 'の'                                      # yourStep
  | 'あなた' 'の' 'ターン' 'の'                          # yourStep // jaxcheck: あなたのターンの戦闘
  | '各'                                               # eachStep
  | '各' 'プレイヤー' 'の'                             # eachStep
  | ('エンチャントしている' | '装備している') typeWord 'の' 'コントローラー' 'の' # attachedControllerStep // i18n3
  | '各' '対戦相手' 'の'                                  # eachOpponentStep // ja4
  ;
step : 'アップキープ' | 'ドロー・ステップ' | '終了ステップ' | '戦闘' ;

// ---------------------------------------------------------------- static
staticAbility
  : condition 'かぎり' TEN staticAbility                                      # asLongAs
  | 'あなた' 'の' 'ターン' ('の' | 'でない') '間' TEN staticAbility            # duringYourTurn
  | objectPhrase 'は' TEN? allSuffix? forEach? PT_MOD 'の' '修整' 'を' '受ける' # staticPT
  | objectPhrase 'は' TEN? allSuffix? forEach? PT_MOD 'の' '修整' 'を' '受け' TEN?
      grantedKeywords 'を' '持つ'                                            # staticPT
  | objectPhrase 'は' 'タップ状態で' '戦場' 'に' '出る'                      # entersTapped
  | objectPhrase 'は' TEN? counterKind 'カウンター' amount '個' 'が'
      '置かれた状態で' '戦場' 'に' '出る'                                     # entersWithCounters
  | objectPhrase 'は' TEN? 'その' '上' 'に' counterKind 'カウンター' 'が' amount '個'
      '置かれた状態で' '戦場' 'に' '出る'                                     # entersWithCounters
  | objectPhrase ('は' | 'では') TEN? combatRestriction                      # cantBlockStatic
  | objectPhrase 'は' TEN? allSuffix? grantedKeywords 'を' '持つ'           # staticKeywords
  // "~はあなたが森をコントロールしているかぎり+1/+2の修整を受ける"
  | objectPhrase 'は' TEN? condition 'かぎり' TEN? PT_MOD 'の' '修整' 'を' '受ける' # innerAsLongAsPT
  // "~は、あなたのアンタップ・ステップにアンタップしない" (CR 502.3)
  | objectPhrase 'は' TEN? untapStepOwner 'アンタップ・ステップ' ('の' '間')? 'に' 'アンタップしない' # doesntUntapStatic
  // "あなたはエンチャントしているクリーチャーをコントロールする" (CR 613.1b)
  | 'あなた' 'は' TEN? objectPhrase 'を' 'コントロールする'                  # controlStatic
  // --- begin aschoose ---
  | asEntersJa                                                               # asEntersJaAlt
  // --- end aschoose ---
  | layerStaticJa                                                            # layerStaticJaAlt
  | objectPhrase 'が' fromZone? zoneRef 'に' '置かれる' 'なら' TEN
      '代わりに' 'それ' 'を' '追放する'                                      # exileInstead
  | staticJaxcheck                                                           # jaxcheckStaticAlt // jaxcheck
  | staticI18n3                                                              # i18n3StaticAlt // i18n3
  | staticJa4                                                                # ja4StaticAlt // ja4
  ;
fromZone : 'いずこかから' | zoneRef 'から' ;

// ---------------------------------------------------------------- layer effects (issue 15)
// Colour (layer 5), abilities (6), base P/T (7b), switching (7d) until end of
// turn: "ターン終了時まで、それは青になる", "…それは飛行を失う", "…そのパワーと
// タフネスを入れ替える", "…基本のパワーとタフネスが0/1になる".
layerEffectJa
  : duration TEN objectPhrase 'は' TEN? colorWord ('と' colorWord)* 'に' ('なる' | 'なり')        # jaBecomesColor
  | duration TEN objectPhrase 'は' TEN? grantedKeywords 'を' ('失う' | '失い')                   # jaLoseKeywords
  | duration TEN objectPhrase 'は' TEN? 'すべて' 'の' '能力' 'を' ('失う' | '失い')              # jaLoseAll
  | duration TEN objectPhrase 'は' TEN? '基本' 'の' 'パワー' 'と' 'タフネス' 'が' PT ('に' 'なる' | 'である') # jaBasePT
  | duration TEN ('その' | objectPhrase 'の') 'パワー' 'と' 'タフネス' 'を' ('入れ替える' | '入れ替え') # jaSwitchPT
  // --- begin effects7 --- "ターン終了時まで、それは森になる", "…それは平地か島になる", "…それは
  // あなたが選んだ基本土地タイプ１種になる", "それは沼になる" (305.7)
  | (duration TEN)? objectPhrase 'は' TEN? (SUBTYPE ('か' SUBTYPE)* | 'あなた' 'が' '選んだ' ('基本' '土地' 'タイプ' NUMBER ('種' | 'つ')
      | NUMBER '種類' 'の' '基本' '土地' 'タイプ')) 'に' ('なる' | 'なり')                         # jaBecomesLandType
  // --- end effects7 ---
  ;
// The same as static abilities: "エンチャントされているクリーチャーは白である",
// "基本でない土地は山である" (305.7).
// --- begin aschoose ---
// "~が戦場に出るに際し、色１色を選ぶ" (As ~ enters the battlefield, choose a color: 614.12).
asEntersJa
  : objectPhrase 'が' '戦場' 'に' '出る' 'に際し' TEN '色' NUMBER '色' 'を' '選ぶ'             # jaAsEntersChooseColor
  // "…に際し、あなたは２点のライフを支払ってもよい。そうしないなら、これはタップ状態で戦場に出る"
  | objectPhrase 'が' '戦場' 'に' '出る' 'に際し' TEN 'あなた' 'は' amount '点' 'の' 'ライフ' 'を'
      '支払っ' 'てもよい' MARU 'そうしないなら' TEN objectPhrase 'は' 'タップ状態で' '戦場' 'に' '出る' # jaAsEntersPayLife
  ;
// --- end aschoose ---
layerStaticJa
  : objectPhrase 'は' TEN? colorWord ('と' colorWord)* 'である'                                  # jaIsColor
  | objectPhrase 'は' TEN? grantedKeywords 'を' '失う'                                           # jaStaticLose
  | objectPhrase 'は' TEN? SUBTYPE 'である'                                                      # jaIsLandType
  ;
untapStepOwner : 'あなた' 'の' | ('それ' | 'それら' | 'それぞれ') 'の' 'コントローラー' 'の' ;

// ---------------------------------------------------------------- conditions
// "as long as" (CR 611.3a): the condition ends in かぎり.
condition
  : 'あなた' 'が' conditionCount 'を' 'コントロールしている'            # youControlCond
  | 'あなた' 'が' description 'を' amount counterWord '以上' 'コントロールしている' # youControlManyCond
  | 'あなた' 'が' conditionCount 'を' 'コントロールしていない'          # youControlNoneCond
  | 'あなた' 'の' '対戦相手' 'が' conditionCount 'を' 'コントロールしている' # opponentControlsCond
  | '対戦相手' (amount '人')? 'が' conditionCount 'を' 'コントロールしている' # opponentControlsCond
  | 'あなた' 'が' description 'を' amount counterWord 'も' 'コントロールしていない' # youControlNoneCountedCond
  | 'あなた' 'が' ('コントロールしている' | 'コントロールする') description 'が' amount counterWord
      '以上' 'ある'                                                     # youControlManyThereCond
  | 'あなた' 'の' zoneWord 'の' 'カード' 'が' amount '枚' ('以上' | '以下') 'である' # cardsInZoneCond
  | '対戦相手' 'が' conditionCount 'を' 'コントロールしていない'        # opponentControlsNoneCond
  | 'あなた' 'の' 'ライフ' 'が' amount '点' ('以上' | '以下') 'である'   # lifeCompareCond
  | 'あなた' 'の' '手札' 'に' 'カード' 'が' ('ない' | '無い')           # emptyHandCond
  | 'あなた' 'の' '手札' 'が' ('ない' | '無い')                         # emptyHandCond
  | 'あなた' 'の' '手札' 'に' 'カード' 'が' amount '枚' 'も' ('ない' | '無い') # emptyHandCond
  | 'あなた' 'の' zoneWord 'に' 'カード' 'が' amount '枚' ('以上' | '以下') 'ある' # cardsInZoneCond
  | 'あなた' 'の' zoneWord 'に' amount '枚' ('以上' | '以下') 'の' 'カード' 'が' 'ある' # cardsInZoneCond
  | 'あなた' 'の' 'ターン' ('である' | 'でない')                         # yourTurnCond
  // --- begin conditions ---
  // The state of the card (issue 14, one comparison node): "~が攻撃している",
  // "~がタップ状態である", "~がアンタップ状態である".
  | SELF 'が' '攻撃している'                                             # jaAttackingStateCond
  | SELF 'が' ('タップ状態で' | 'アンタップ状態で') 'ある'                # jaTappedStateCond
  // --- end conditions ---
  | kickedSubject 'が' 'キッカーされていた'                             # wasKickedCond // jaxcheck
  // triggers7: "これを唱えるために{R}が支払われていた" (601.2h)
  | kickedSubject 'を' '唱える' 'ため' 'に' manaSymbols 'が' '支払われていた'   # manaSpentCond
  // --- begin i18n3 ---
  // "装備しているクリーチャーが人間であるかぎり", "それがアーティファクト・クリーチャーであるなら"
  | objectPhrase 'が' (colorWord | '伝説' | '怪物的' | description) 'である' # jaIsCond // ja5: 怪物的 (701.31b)
  // Revolt: "このターンにパーマネントがあなたのコントロール下で戦場を離れていた"
  | 'このターン' 'に' 'パーマネント' 'が' 'あなた' 'の' 'コントロール下で' '戦場' 'を' '離れていた' # jaRevoltCond
  // Raid: "このターンにあなたが攻撃していた"
  | 'このターン' 'に' 'あなた' 'が' '攻撃していた'                         # jaRaidCond
  // Morbid: "このターンにクリーチャーが死亡していた", older "このターン、クリーチャー１体が死亡した" (700.4)
  | 'このターン' ('に' | TEN) 'クリーチャー' (amount counterWord)? 'が' ('死亡していた' | '死亡した') # jaMorbidCond
  // --- end i18n3 ---
  // --- begin ja4 ---
  | 'あなた' 'が' '都市' 'の' '承認' 'を' '持っている'                      # jaCitysBlessingCond // 702.131c
  // "そのプレイヤーの手札(にあるカード)が２枚以下である", "そのプレイヤーのライフが５点以下である"
  | 'その' 'プレイヤー' 'の' '手札' ('にある' 'カード')? 'が' amount '枚' ('以上' | '以下') 'である' # jaThatPlayerHandCond
  | 'その' 'プレイヤー' 'の' 'ライフ' 'が' amount '点' ('以上' | '以下') 'である'        # jaThatPlayerLifeCond
  // "あなたがこれをあなたの手札から唱えていた" (if you cast it from your hand, 601.2a)
  | 'あなた' 'が' ('これ' 'を' 'あなた' 'の' '手札' 'から' | 'あなた' 'の' '手札' 'から' 'これ' 'を') '唱えていた' # jaCastFromHandCond
  // Delirium: "あなたの墓地にあるカードにカード・タイプが合計４種類以上含まれる" (205.2a)
  | description 'に' 'カード' '・' 'タイプ' 'が' '合計' NUMBER '種類' '以上' '含まれる' # jaDeliriumCond
  // --- end ja4 ---
  ;
// "アーティファクト" (one or more), "３つ以上のアーティファクト"
conditionCount : another? (amount counterWord '以上' 'の')? description ; // jaxcheck: "これでない３つ以上の土地"

// ---------------------------------------------------------------- effects
effectSentences : sentence+ ;
sentence
  : targetDecl 'を' '対象とする' MARU                                # targetSentence
  // "あなたは「…。その後、ライブラリーを切り直す。」を選んでもよい。" (older "may")
  | youWa? '「' (effectChain MARU)+ '」' 'を' '選んでもよい' MARU        # chooseSentence
  // "あなたは…を探してもよい。そうしたなら、それを(公開して)…に加え、その後…"
  | youWa? 'あなた' 'の' 'ライブラリー' 'から' TEN? description amount counterWord 'を'
      '探し' 'てもよい' MARU 'そうしたなら' TEN 'それ' 'を' ('公開して' | '公開し' TEN)?
      searchDestination (TEN effectChain)? MARU                        # searchIfYouDoSentence
  | youWa? targetDecl 'を' '対象とし' TEN effectChain MARU           # targetChainSentence
  // --- begin jaxcheck ---
  | condition ('なら' | '場合') TEN effectChain MARU                   # ifSentence
  | 'そうしたなら' TEN effectChain MARU                               # ifYouDoSentence
  | playerSubject 'が' manaSymbols 'を' '支払わないかぎり' TEN? effectChain MARU # unlessPaysSentence
  | ('それ' | 'それら') 'は' quotedAbility 'を' '持つ' MARU             # tokenAbilitySentence
  // "次のターンのアップキープの開始時に、…" / "次の終了ステップの開始時に、…" (603.7)
  | '次' 'の' ('ターン' 'の' 'アップキープ' | '終了ステップ') 'の' '開始時に' TEN effectChain MARU # delayedSentence
  // "そのプレイヤーは自分の手札を公開する。あなたはその中からカード１枚を選ぶ。
  // そのプレイヤーはそのカードを捨てる。" (701.8b): one effect in three sentences.
  | playerSubject 'は' TEN? '自分' 'の' '手札' 'を' '公開する' MARU youWa? 'その' '中' 'から'
      countedDescription ('か' countedDescription)* 'を' '選ぶ' MARU
      playerSubject 'は' TEN? 'その' 'カード' 'を' '捨てる' MARU        # discardChosenSentence
  // "あなたのライブラリーの一番上からカードN枚を見る。" and where they go (401.4, 701.16d)
  | 'あなた' 'の' 'ライブラリー' 'の' '一番上' 'から' 'カード' amount '枚' 'を' '見る' MARU lookThen # lookSentence
  // --- end jaxcheck ---
  | effectChain MARU                                                 # effectSentence
  | whereX                                                           # whereXSentence
  // --- begin i18n3 ---
  // "色１色を選ぶ。": the choice a later "プロテクション（その選ばれた色）" names
  // (English "protection from the color of your choice", 702.16).
  | youWa? '色' NUMBER '色' 'を' '選ぶ' MARU                          # chooseColorSentence
  // "あなたのライブラリーから…カード１枚を探し、公開する。その後、ライブラリーを切り直し、
  // そのカードを一番上に置く。" (701.19: the card goes on top)
  | 'あなた' 'の' 'ライブラリー' 'から' TEN? description amount counterWord 'を' '探し' TEN
      ('それ' 'を')? '公開する' MARU 'その後' TEN? 'ライブラリー' 'を' '切り直し' TEN?
      'その' 'カード' 'を' 'その'? '一番上' 'に' '置く' MARU                  # searchToTopSentence
  // "…たび、戦闘終了時に、そのクリーチャーを破壊する。" (a delayed trigger, 603.7, 511)
  | '戦闘終了時に' TEN effectChain MARU                                # endOfCombatSentence
  // --- end i18n3 ---
  // --- begin ja4 ---
  // "このターン、これによりダメージを与えられたクリーチャーが死亡するなら、代わりにそれを追放する。" (614.1a)
  | 'このターン' TEN 'これにより' 'ダメージ' ('を' | 'が') '与えられた' 'クリーチャー' 'が' '死亡する'
      'なら' TEN '代わりに' 'それ' 'を' '追放する' MARU                   # exileIfDiesSentence
  // "あなたが(その)コイン投げに勝ったなら、…" / "…負けたなら、…" (705.2)
  | 'あなた' 'が' 'その'? 'コイン投げ' 'に' ('勝った' | '負けた') 'なら' TEN effectChain MARU # flipResultSentence
  // "あなたはそのコピーの新しい対象を選んでもよい。" (707.10c)
  | youWa? 'その' 'コピー' 'の' '新しい対象' 'を' '選んでもよい' MARU      # newTargetsSentence
  // --- end ja4 ---
  | sentenceJa5                                                      # ja5SentenceAlt // ja5
  | sentenceZones6                                                   # zones6SentenceAlt // zones6
  | sentenceEffects7                                                 # effects7SentenceAlt // effects7
  | sentenceSearch8                                                  # search8SentenceAlt // search8
  ;
// --- begin search8 (issue 14): searching for any number of cards (701.19b) ---
// "望む数の…カードを探し" / "望む枚数の…カードを探し" / "…カードを望む枚数(だけ)探し":
// English "search your library for any number of … cards".
searchAnyNumberOf
  : ('望む数' | '望む' '枚数') 'の' (SELF 'という名前の')? description 'を' // "~という名前のカード": cards named ~ (201.2)
  | description 'を' '望む' ('枚数' | '数') 'だけ'?
  ;
effectSearch8
  : 'あなた' 'の' 'ライブラリー' 'から' TEN? searchAnyNumberOf '探し' TEN ('それら' ('の' 'カード')? 'を')?
      ('公開し' TEN)? searchDestination                                          # jaSearchAnyNumber
  ;
// "…を望む枚数だけ探し、それらのカードを公開する。その後、ライブラリーを切り直し、それらを
// 一番上に望む順番で置く。" (701.19, 701.20a, 401.4): English "… and reveal those cards.
// Shuffle your library, then put them on top of it in any order."
sentenceSearch8
  : 'あなた' 'の' 'ライブラリー' 'から' TEN? searchAnyNumberOf '探し' TEN ('それら' ('の' 'カード')? 'を')?
      ('公開し' TEN | '公開する' MARU) THEN TEN? 'ライブラリー' 'を' '切り直し' TEN?
      'それら' ('の' 'カード')? 'を' '一番上' 'に' '望む' '順番' 'で' '置く' MARU  # jaSearchAnyToTop
  ;
// --- end search8 ---
// --- begin effects7 (issue 14) ---
// "あなたがコントロールしているアンタップ状態の島１つをオーナーの手札に戻さないかぎり、それを
// 生け贄に捧げる。", "あなたがクリーチャー・カード１枚を捨てないかぎり、…", "そのプレイヤーが
// クリーチャー１体を生け贄に捧げないかぎり、…" (118.12a): English "<effect> unless you <action>".
sentenceEffects7
  // The subject is left out when the object already says "あなたがコントロールしている…"
  // or the text omits it (you); "その後、" after an earlier sentence ("Then ...").
  : (THEN TEN?)? (playerSubject 'が')? objectPhrase 'を' 'オーナー' 'の' '手札' 'に' '戻さないかぎり' TEN effectChain MARU # jaUnlessReturn
  | (THEN TEN?)? (playerSubject 'が')? countedDescription 'を' '無作為に選んで'? '捨てないかぎり' TEN effectChain MARU      # jaUnlessDiscard
  | (THEN TEN?)? (playerSubject 'が')? (objectPhrase 'を' | description 'を' amount counterWord) '生け贄に捧げないかぎり' TEN
      effectChain MARU                                                                                              # jaUnlessSacrifice
  ;
// --- end effects7 ---
// --- begin zones6 (issue 14) ---
sentenceZones6
  // "あなたは、あなたの手札からマナ総量が４以下の呪文１つを、マナ・コストを支払うことなく
  // 唱えてもよい。" (608.2g, 118.9): English "You may cast a card with mana value 4 or
  // less from your hand without paying its mana cost."
  : youWa? objectPhrase 'を' TEN? ('それ' 'の')? 'マナ・コストを支払うことなく' '唱えてもよい' MARU # jaCastWithoutPaying
  // "そのプレイヤーは、土地・カードが公開されるまで自分のライブラリーの一番上から１枚ずつ
  // 公開し、その後、それらの公開されたカードを自分の墓地に置く。" (701.16a)
  | playerSubject 'は' TEN? description 'が' '公開されるまで' TEN? '自分' 'の' 'ライブラリー' 'の' '一番上'
      'から' NUMBER '枚' 'ずつ' ('公開し' TEN | '公開する' MARU) THEN TEN?
      'それら' 'の' '公開された'? 'カード' 'を' '自分' 'の' '墓地' 'に' '置く' MARU       # jaPlayerRevealsUntil
  // "土地でないカードが公開されるまで、あなたのライブラリーの一番上から１枚ずつ公開する。
  // その後、これにより公開されたカードをすべてあなたの手札に加える。" (701.16a)
  | description 'が' '公開されるまで' TEN? 'あなた' 'の' 'ライブラリー' 'の' '一番上' 'から' NUMBER '枚'
      'ずつ' ('公開し' TEN | '公開する' MARU) THEN TEN? 'これにより' '公開された' 'カード' 'を' 'すべて'
      'あなた' 'の' '手札' 'に' '加える' MARU                                          # jaRevealUntilPutAll
  // "そのプレイヤーのライブラリーの一番上のカードを見る。あなたはそのカードを、そのプレイヤーの
  // 墓地に置いてもよい。" (701.16d, 404.1): English "... You may put that card into their graveyard."
  | playerSubject 'の' 'ライブラリー' 'の' '一番上' 'の' 'カード' 'を' '見る' MARU youWa? 'その' 'カード' 'を'
      TEN? playerSubject 'の' '墓地' 'に' '置い' 'てもよい' MARU                          # jaLookMayPutTheirs
  ;
// --- end zones6 ---
// "Xは…に等しい。": the X of the sentence before (CR 107.3c), English "where X is".
whereX : 'X' 'は' amountExpr 'に' '等しい' MARU ;
// Numbers the game computes: "あなたがコントロールしているクリーチャーの数",
// "~のパワー", "~の上に置かれている+1/+1カウンターの数", "あなたのライフ総量".
amountExpr
  : (objectPhrase 'の' | 'これ'? '自身' 'の') '上' 'に' ('置かれている' | '置かれていた' | '置かれた') counterKind 'カウンター' 'の' ('数' | '総数') # countersOnAmount
  | 'この' '上' 'の' counterKind 'カウンター' 'の' ('数' | '総数')       # countersOnAmount
  | possessor statWord                                                # statAmount
  | 'あなた' 'の' 'ライフ' '総量'                                      # lifeTotalAmount
  | description 'の' ('数' | '総数' | '枚数')                           # countAmount
  // --- begin ja4 ---
  // "(その)生け贄に捧げられたクリーチャーのパワー" (608.2h: the object paid in the cost)
  | 'その'? ('生け贄に捧げられた' | '生け贄に捧げた') typeWord 'の' statWord  # sacrificedStatAmount
  // effects6: "あなたがコントロールするパーマネントのマナ総量の中で最も大きいもの" (the greatest
  // mana value among permanents you control, 107.3c)
  | description 'の' statWord 'の' GREATEST_AMONG                          # greatestAmountJa
  // effects6: "その死亡したクリーチャーのパワー": a "dies" trigger's creature (603.10a)
  | 'その'? '死亡した' 'クリーチャー' 'の' statWord                         # diedStatAmount
  // ja5: "そのプレイヤーの手札にあるカードの枚数" (the number of cards in that player's hand)
  | 'その' 'プレイヤー' 'の' '手札' ('にある' | 'の') 'カード' 'の' ('数' | '枚数' | '総数')  # thatPlayerHandAmount
  // --- begin effects8 ---: "(その)捨てた/捨てられたカードのマナ総量": the card the cost discarded (608.2h)
  | 'その'? ('捨てられた' | '捨てた') 'カード' 'の' statWord                 # discardedStatAmount
  // "その追放したカードのパワー": the card the cost exiled (608.2h; "その追放されたカード" is an
  // objectPhrase, read as this card after such a cost by the builder's possessor)
  | 'その'? '追放した' 'カード' 'の' statWord                               # costExiledStatAmount
  // --- end effects8 ---
  // --- end ja4 ---
  ;
possessor
  : 'これ'? '自身' 'の'                                               # selfPossessor
  | 'その'                                                            # itsPossessor
  | objectPhrase 'の'                                                 # objectPossessor
  ;
statWord : 'パワー' | 'タフネス' | 'マナ総量' ;
// "+1/+1" or "…に等しい点数の" before ダメージ/ライフ.
points : amount '点' 'の' | amountExpr 'に' '等しい' '点数' 'の' | thatMuchJa ; // ja4: thatMuchJa
// --- begin ja4 ---
// "同じ点数の" / "その点数に等しい点数の": English "that much" (the event's amount).
thatMuchJa
  : '同じ' '点数' 'の' | 'その' '点数' 'に' '等しい' '点数' 'の'
  // "これにより失われたライフ(の合計)に等しい点数の": "the life lost this way"
  | 'これにより' '失われた' 'ライフ' ('の' '合計')? 'に' '等しい' '点数' 'の'
  ;
// --- end ja4 ---
effectChain : (THEN TEN?)? clause ((TEN? (THEN TEN?)? | 'とともに' TEN? (THEN TEN?)?) clause)* ;
// "あなたは…してもよい" (you may): the verb in its te-form, then もよい. Both
// parts are optional, so no decision has to look across the whole effect;
// "あなたは" alone is the effect's subject, "you" either way.
clause : youWa? forEach? effect mayTail? ;
youWa : 'あなた' 'は' TEN? ;
mayTail : 'てもよい' | 'もよい' ;

// More than 31 alternatives in one decision mis-predict in the C++ runtime
// (4.9): the later families are in effectMore.
effect
  : subject 'は' TEN? recipient 'に' TEN? 'それぞれ'? forEach? points 'ダメージ' 'を' 'それぞれ'? ('与える' | '与え')  # dealDamage
  | subject 'は' TEN? points 'ダメージ' 'を' recipient 'に' 'それぞれ'? ('与える' | '与え')  # dealDamage
  | (playerSubject 'は' eachSuffix?)? forEach? 'カード' amount '枚' 'を' ('引く' | '引き' | '引い')      # draw
  | (playerSubject 'は' eachSuffix?)? 'カード' 'を' amount '枚' ('引く' | '引き' | '引い')      # draw
  | manaSymbols 'を' ('加える' | '加え' | '加えて')                                                         # addMana
  | duration TEN objectPhrase 'は' TEN? 'それぞれ'? PT_MOD 'の' '修整' 'を' ('受け' | '受ける' 'とともに') TEN?
      grantedKeywords 'を' ('得る' | '得')                                                        # pumpAndGain
  | objectPhrase 'は' TEN? duration TEN? 'それぞれ'? PT_MOD 'の' '修整' 'を' ('受け' | '受ける' 'とともに') TEN?
      grantedKeywords 'を' ('得る' | '得')                                                        # pumpAndGain
  | duration TEN objectPhrase 'は' TEN? 'それぞれ'? forEach? PT_MOD 'の' '修整' 'を' ('受ける' | '受け')   # modifyPT
  | objectPhrase 'は' TEN? duration TEN? 'それぞれ'? forEach? PT_MOD 'の' '修整' 'を' ('受ける' | '受け')  # modifyPT
  | duration TEN objectPhrase 'は' TEN? ('それぞれ' | 'すべて')? grantedKeywords 'を' ('得る' | '得') # gainKeyword
  | objectPhrase 'は' TEN? 'それぞれ'? duration TEN? 'それぞれ'? grantedKeywords 'を' ('得る' | '得') # gainKeyword
  | objectPhrase 'を' allSuffix? ('破壊する' | '破壊し')                                         # destroy
  | objectPhrase 'を' allSuffix? ('追放する' | '追放し')                                         # exile
  | objectPhrase 'を' allSuffix? TEN? (ownersWord? 'オーナー' | 'その' 'プレイヤー') 'の' '手札' 'に' ('戻す' | '戻し') # bounce
  | (playerSubject 'は' eachSuffix?)? forEach? points 'ライフ' 'を' ('得る' | '得' | '得て')     # gainLife
  | (playerSubject 'は' eachSuffix?)? forEach? points 'ライフ' 'を' ('失う' | '失い' | '失っ')  # loseLife
  | counterHolder '上' 'に' TEN? ('それぞれ' TEN?)? forEach? counterKind 'カウンター'
      (amount '個' 'を' | 'を' 'それぞれ'? amount '個') ('置く' | '置き' | '置い')               # putCounters
  | objectPhrase 'を' allSuffix? ('タップする' | 'タップし')                                     # tapEffect
  | objectPhrase 'を' allSuffix? ('アンタップする' | 'アンタップし')                             # untapEffect
  | effectMore                                                                                 # otherEffect
  ;
effectMore
  : (playerSubject 'は' eachSuffix?)? 'カード' amount '枚' 'を' ('捨てる' | '捨て')            # discard
  | (playerSubject 'は' eachSuffix?)? 'カード' 'を' amount '枚' ('捨てる' | '捨て')            # discard
  | (playerSubject 'は' eachSuffix?)? 'カード' amount '枚' 'を' ('切削する' | '切削し')        # mill
  | manaSymbols ('か' manaSymbols)+ 'を' ('加える' | '加え' | '加えて')                                     # addManaChoice
  | '好きな色' NUMBER '色' 'の' 'マナ' amount '点' 'を' ('加える' | '加え' | '加えて')                      # addManaAny
  // --- begin amounts3 --- 好きな色の組み合わせのマナ２点 / {R}と{G}の好きな組み合わせのマナＸ点 (106.1a)
  | ('好きな色' | '望む' '色') 'の' '組み合わせ' 'の' 'マナ' amount '点' 'を' ('加える' | '加え' | '加えて') # addManaCombination
  | manaSymbols 'と' manaSymbols 'の' '好きな組み合わせ' 'の' 'マナ' amount '点' 'を' ('加える' | '加え' | '加えて') # addManaCombination
  // --- end amounts3 ---
  // "…カード最大２枚を探し": up to two (701.19b).
  | 'あなた' 'の' 'ライブラリー' 'から' TEN? description '最大'? amount counterWord 'を' '探し' TEN
      ('公開し' TEN)? (('それ' | 'それら') 'を')? searchDestination  # search // search8: "それらを追放する"
  | objectPhrase 'を' allSuffix? TEN? ownersWord? 'オーナー' 'の' 'ライブラリー' 'の' '一番上' 'に' ('置く' | '置き' | '置い') # onTopOfLibrary
  | objectPhrase 'を' allSuffix? underControl? 'タップ状態で'? '戦場' 'に' ('戻す' | '戻し' | '出す' | '出し') # toBattlefield
  | objectPhrase 'を' ('あなた' | '自分') 'の' '手札' 'に' ('戻す' | '戻し')                      # bounceYours
  | '占術' amount 'を' ('行う' | '行い')                                                          # scry
  // --- begin keywords --- keyword actions (701.33a, 701.43a, 701.31a, 701.27a)
  | '鼓舞' amount 'を' ('行う' | '行い')                                                          # bolster
  | ('適応' | '順応') amount 'を' ('行う' | '行い')                                                # adapt // ja5: 順応 is the printed word
  | '怪物化' amount 'を' ('行う' | '行い')                                                        # monstrosity
  | '増殖' 'を' ('行う' | '行い')                                                                 # proliferate
  // --- end keywords ---
  | tokenDescription amount '体' 'を' ('生成する' | '生成し')                                     # createToken
  | (playerSubject 'は' eachSuffix?) tokenDescription amount '体' 'を' ('生成する' | '生成し')    # createToken
  | objectPhrase 'を' ('再生する' | '再生し')                                                     # regenerate
  | objectPhrase 'を' ('打ち消す' | '打ち消し')                                                   # counterSpell
  | objectPhrase 'を' allSuffix? ('生け贄に捧げる' | '生け贄に捧げ')                              # sacrifice
  | ('あなた' 'の')? 'ライブラリー' 'を' ('切り直す' | '切り直し')                               # shuffle
  | 'このターン' TEN objectPhrase ('は' | 'では') TEN? combatRestriction                        # cantBlockEffect
  | objectPhrase ('は' | 'では') TEN? 'このターン' TEN? combatRestriction                       # cantBlockEffect
  | ('それ' | 'それら') 'は' '再生できない'                                                     # cantBeRegenerated
  | (duration TEN?)? (objectPhrase 'の' | 'その') 'コントロール' 'を' ('得る' | '得')            # gainControl
  | layerEffectJa                                                                               # layerEffectJaAlt
  | effectJaxcheck                                                                              # jaxcheckEffectAlt // jaxcheck
  | effectI18n3                                                                                 # i18n3EffectAlt // i18n3
  | effectJa4                                                                                   # ja4EffectAlt // ja4
  | effectSearch8                                                                               # search8EffectAlt // search8
  ;
// --- begin ja4 ---
staticJa4
  // "あなたに与えられるすべてのダメージは、代わりに~に与えられる" (614.9)
  : recipient 'に' '与えられる' 'すべて' 'の' 'ダメージ' 'は' TEN? '代わりに' recipient 'に' '与えられる' # jaRedirectAll
  // "プレイヤーはライフを得られない" / "…得ることができない" (119.7)
  | 'プレイヤー' 'は' 'ライフ' 'を' ('得られない' | '得る' 'こと' 'が' 'できない')        # jaCantGainLife
  // "~は壁にはブロックされない" (509.1b)
  | objectPhrase 'は' TEN? description 'に' 'は' 'ブロックされない'                     # jaNotBlockedBy
  // effects6, converge (702.44b): "~は、これを唱えるために支払われたマナの色１色につき+1/+1カウンター
  // １個が置かれた状態で戦場に出る"
  | objectPhrase 'は' TEN? COLORS_SPENT_ON_IT NUMBER '色' 'につき' counterKind 'カウンター' amount '個' 'が'
      '置かれた状態で' '戦場' 'に' '出る'                                                 # jaEntersPerColorSpent
  ;
untilLeavesJa : SELF 'が' '戦場' 'を' '離れる' 'まで' ;
// "この呪文は攻撃クリーチャー指定ステップの間で、あなたがこのステップで攻撃されているならば
// 唱えられる。" (601.3, 506.2) and "…対戦相手のアップキープの間にのみ唱えられる。"
castOnlyJa
  : 'この' '呪文' 'は' TEN? '攻撃' 'クリーチャー' '指定' 'ステップ' 'の' '間'
      ('に' 'のみ' | 'で' TEN? ('あなた' 'が' 'この' 'ステップ' 'で' | 'この' 'ステップ' 'で' 'あなた' 'が')
       '攻撃されている' ('ならば' | 'とき' 'に' 'のみ')) '唱えられる'                 # jaCastOnlyAttackers
  | 'この' '呪文' 'は' TEN? '対戦相手' 'の' 'アップキープ' 'の' '間' 'に' 'のみ' '唱えられる' # jaCastOnlyOpponentUpkeep
  ;
effectJa4
  : ('コイン投げをする' | 'コイン投げをし')                                                # jaFlipCoin   // 705.1
  | '居住' 'を' ('行う' | '行い')                                                         # jaPopulate   // 701.30
  // "それのコピーであるトークン１体を生成する" (111.2, 707.2)
  | objectPhrase 'の' 'コピー' 'である' ('クリーチャー' '・')? 'トークン' amount counterWord 'を'
      ('生成する' | '生成し')                                                             # jaTokenCopy
  // "それをコピーする" (707.10)
  | objectPhrase 'を' ('コピーする' | 'コピーし')                                           # jaCopySpell
  // "XはそれらにN点のダメージを(あなたの)望むように分割して与える" (601.2d)
  | subject 'は' TEN? recipient 'に' TEN? points 'ダメージ' 'を' TEN? ('あなた' ('の' | 'が'))?
      '望むように' '分割して' ('与える' | '与え')                                          # jaDealDivided
  // "このターン、それをブロックできるすべてのクリーチャーはそれをブロックする" (509.1c)
  | 'このターン' TEN objectPhrase 'を' 'ブロックできる' 'すべて' 'の' 'クリーチャー' 'は' 'それ' 'を' 'ブロックする' # jaLure
  // "このターン、~に与えられる次のダメージ１点は、代わりにそれに与えられる" (614.9)
  | 'このターン' TEN recipient 'に' '与えられる' '次' 'の' 'ダメージ' amount '点' 'は' TEN? '代わりに'
      recipient 'に' '与えられる'                                                            # jaRedirectNext
  // "~の上から-1/-1カウンター１個を取り除く" (122.8)
  | objectPhrase 'の' '上' 'から' counterKind 'カウンター' amount '個' 'を' ('取り除く' | '取り除き') # jaRemoveCounters
  // "それに~をつける" / "~をそれにつける" (701.3)
  | objectPhrase 'に' objectPhrase 'を' ('つける' | 'つけ')                                  # jaAttachToFirst
  | objectPhrase 'を' objectPhrase 'に' ('つける' | 'つけ')                                  # jaAttachTo
  // "そのプレイヤーは~のコントロールを得る" (target opponent gains control of ~, 613.1b)
  | 'その' ('プレイヤー' | '対戦相手') 'は' TEN? objectPhrase 'の' 'コントロール' 'を' ('得る' | '得') # jaGiveControl
  // "~が戦場を離れるまでそれを追放する" (610.3)
  | (objectPhrase 'を' TEN? untilLeavesJa | untilLeavesJa TEN? objectPhrase 'を') ('追放する' | '追放し') # jaExileUntilLeaves
  | effectJa5                                                                              # ja5EffectAlt // ja5
  ;
// --- end ja4 ---
// --- begin ja5 ---
// Issue 16, branch ja5: printed forms of constructs English reads since session 12
// (rules15, library, dfc); docs/i18n-ja.md, "Branch ja5". Sub-rules of effectJa4 and
// sentence, so no decision grows past ~30 alternatives (the 4.9 runtime's trap).
effectJa5
  // "それはそれのコントローラーの次のアンタップ・ステップにアンタップしない" (502.3)
  : objectPhrase 'は' TEN? untapStepOwner '次' 'の' 'アンタップ・ステップ' 'に' 'アンタップしない' # jaDoesntUntapNext
  // "このターン、それは可能なら攻撃する" (508.1d), "…可能ならブロックする" (509.1c),
  // "…可能ならブロックされなければならない" (509.1c: must be blocked)
  | 'このターン' TEN objectPhrase 'は' TEN? ifAbleJa combatIfAbleJa                  # jaThisTurnIfAble
  | objectPhrase 'は' TEN? 'このターン' TEN? ifAbleJa combatIfAbleJa                 # jaThisTurnIfAble
  // "~を変身させる" (701.28a)
  | objectPhrase 'を' ('変身させる' | '変身させ')                                     # jaTransform
  // "あなたのライブラリーの一番上のカードを追放する", "…一番上からカード３枚を追放する" (406.2)
  | 'あなた' 'の' 'ライブラリー' 'の' '一番上' ('の' 'カード' | 'から' 'カード' amount '枚') 'を'
      ('追放する' | '追放し')                                                       # jaExileTopOfLibrary
  // "ターン終了時まで、~は飛行を持つ赤緑の4/4のドラゴン・アーティファクト・クリーチャーになる"
  // (205.1a, 613.1d-e); "これは土地でもある。" after it is jaStillType.
  | (duration TEN)? objectPhrase 'は' TEN? (duration TEN?)? becomesDescJa ('に' | 'と') ('なる' | 'なり') # jaBecomes
  ;
becomesDescJa : (grantedKeywords 'を' '持つ' TEN?)? tokenColors? PT 'の' (SUBTYPE '・')* tokenType ('・' tokenType)* ;
ifAbleJa : '可能なら' | '可能ならば' ;
combatIfAbleJa : '攻撃する' | 'ブロックする' | 'ブロックされなければならない' ;
sentenceJa5
  // "ターン終了時まで、あなたはそのカードをプレイしてもよい" (601.3, 305.2): the cards the
  // "exile the top ..." before it exiled; "あなたの次のターンの終了時まで" (through next turn).
  : playUntilJa TEN youWa? exiledRefJa 'を' ('プレイし' 'てもよい' | '唱えてもよい') MARU        # jaMayPlayUntil
  | 'このターン' TEN? youWa? exiledRefJa 'を' ('プレイし' 'てもよい' | '唱えてもよい') MARU       # jaMayPlayThisTurn
  | youWa? 'このターン' TEN? exiledRefJa 'を' ('プレイし' 'てもよい' | '唱えてもよい') MARU       # jaMayPlayThisTurn
  // "その呪文がこれにより打ち消されたなら、それをオーナーの墓地に置く代わりに追放する" (614.15):
  // where the spell the sentence before countered goes.
  // "これは土地でもある。" (It's still a land, 205.1b): what the "becomes" before it keeps.
  | ('これ' | 'それ' | 'その' typeWord) 'は' typeWord 'で' 'も' 'ある' MARU             # jaStillType
  // "あなたのライブラリーの一番上からカード４枚を公開する。これにより公開されたゴブリン・カードを
  // すべてあなたの手札に加え、残りを…" (701.16a): every revealed card that matches.
  | 'あなた' 'の' 'ライブラリー' 'の' '一番上' 'から' 'カード' amount '枚' 'を' '公開する' MARU
      'これにより' '公開された' TEN? (description 'を' 'すべて' | 'すべて' 'の' description 'を')
      'あなた' 'の' '手札' 'に' ('加え' TEN | TEN) lookRest                              # jaRevealPutAll
  // "あなたは「あなたのライブラリーからゴブリン・カード１枚を探し、公開する。その後、ライブラリーを
  // 切り直し、そのカードを一番上に置く。」を選んでもよい。" (701.19: you may, the card goes on top)
  // "このターン、あなたは追加で土地１つをプレイしてもよい" / "…土地を最大３枚までさらにプレイしてもよい" (305.2)
  | 'このターン' TEN youWa? ('追加で' '土地' NUMBER 'つ' 'を' | ('追加' 'の' | '追加で') '土地' 'を' NUMBER 'つ')
      'プレイし' 'てもよい' MARU                                                         # jaAdditionalLand
  | 'このターン' TEN youWa? '土地' 'を' '最大' NUMBER '枚' 'まで' 'さらに' 'プレイし' 'てもよい' MARU # jaAdditionalLand
  | youWa? '「' 'あなた' 'の' 'ライブラリー' 'から' TEN? description amount counterWord 'を' '探し' TEN
      ('それ' 'を')? '公開する' MARU 'その後' TEN? 'ライブラリー' 'を' '切り直し' TEN?
      'その' 'カード' 'を' 'その'? '一番上' 'に' '置く' MARU '」' 'を' '選んでもよい' MARU   # jaMaySearchToTop
  | ('その' '呪文' 'が' 'これにより' | 'これにより' 'その' '呪文' 'が') '打ち消されたなら' TEN
      'それ' 'を' 'オーナー' 'の' '墓地' 'に' '置く' '代わりに' TEN? ('それ' 'を')?
      ('追放する' | 'オーナー' 'の' '手札' 'に' '加える') MARU                           # jaCounterInstead
  // --- begin library5 ---
  // "このマナは、アーティファクト・呪文を唱えるためにのみ使用できる。" (106.6): the mana
  // the "…を加える" before it adds (English "Spend this mana only to cast ...").
  | 'この' 'マナ' 'は' TEN? description 'を' '唱える' 'ため' 'に' 'のみ' '使用できる' MARU  # jaSpendManaOnly
  // --- end library5 ---
  ;
playUntilJa : 'ターン終了時まで' | 'あなた' 'の' '次' 'の' 'ターン' 'の' '終了時まで' ;
exiledRefJa : 'その' 'カード' | 'それら' 'の' 'カード' | 'それ' | 'それら' | 'これにより' '追放されたカード' ;
// 601.2i: "直前のターンに呪文が唱えられていなかった" (no spells were cast last turn),
// "直前のターンにプレイヤー１人が２つ以上の呪文を唱えていた" (a player cast two or more).
conditionJa5
  : '直前' 'の' 'ターン' 'に' '呪文' 'が' ('唱えられていなかった' | '唱えられなかった')        # jaNoSpellsLastTurn
  | '直前' 'の' 'ターン' 'に' 'プレイヤー' NUMBER '人' 'が' NUMBER 'つ' '以上' 'の' '呪文' 'を' '唱えていた' # jaPlayerCastSpellsLastTurn
  ;
// --- end ja5 ---
// --- begin i18n3 ---
effectI18n3
  // "ターン終了時まで、それはあなたが選んだ１色の色になる" (105.3, 613.1e)
  : (duration TEN)? objectPhrase 'は' TEN? (duration TEN?)? 'あなた' 'が' '選んだ'
      (NUMBER '色' 'の' '色' | '色' NUMBER '色') 'に' ('なる' | 'なり')                     # jaChosenColor
  // "選ばれた色のマナ１点を加える" (106.1)
  | '選ばれた' '色' 'の' 'マナ' NUMBER '点' 'を' ('加える' | '加え')                         # jaAddManaChosen
  // "このターン、あなたが選んだ黒の発生源１つが次にあなたに与えるすべてのダメージを軽減する" (615.7)
  | 'このターン' TEN? 'あなた' 'が' '選んだ' chosenSource? '発生源' (NUMBER 'つ')? 'が' '次' 'に'
      recipient 'に' '与える' 'すべて' 'の' 'ダメージ' 'を' '軽減する'                      # jaPreventNextChosen
  | libraryEnd                                                                               # jaLibraryEnd
  // "宝物・トークン１つを生成する" (111.10a: a predefined token, its ability implied)
  | SUBTYPE '・' 'トークン' amount 'つ' 'を' ('生成する' | '生成し')                           # jaPredefinedToken
  // "あなたは、このターンに続いて追加の１ターンを行う" (500.7)
  | youWa? 'このターン' 'に' '続いて' '追加' 'の' NUMBER 'ターン' 'を' ('行う' | '行い')        # jaExtraTurn
  ;
chosenSource : colorWord 'の' | typeWord 'である' ;
blockedDesc : description (amount counterWord)? ;
// "~は防御プレイヤーが島をコントロールしていないかぎり、攻撃できない" (508.1c, 506.2)
staticI18n3
  : objectPhrase 'は' TEN? defendingPlayer 'が' description 'を' 'コントロールしていない' 'かぎり' TEN?
      '攻撃できない'                                                                       # jaAttacksUnless
  | defendingPlayer 'が' description 'を' 'コントロールしていない' 'かぎり' TEN objectPhrase 'は'
      '攻撃できない'                                                                       # jaAttacksUnless
  | eachCombatI18n3                                                                        # jaEachCombat
  // "~が戦場に出るに際し、あなたはあなたの手札から島・カード１枚か沼・カード１枚を公開してもよい。
  // そうしないなら、~はタップ状態で戦場に出る。" (614.12)
  | objectPhrase 'が' '戦場' 'に' '出る' 'に際し' TEN 'あなた' 'は' TEN? 'あなた' 'の' '手札' 'から'
      countedDescription ('か' countedDescription)* 'を' ('公開し' 'てもよい' | '公開して' 'もよい') MARU 'そうしないなら' TEN
      objectPhrase 'は' 'タップ状態で' '戦場' 'に' '出る'                                      # jaAsEntersReveal
  | objectPhrase 'が' '戦場' 'に' '出る' 'に際し' TEN 'クリーチャー' '・' 'タイプ' (NUMBER 'つ' 'を' | 'を' NUMBER '種類') '選ぶ' # jaAsEntersChooseType // ja5: を１種類
  // "~のタフネスは、あなたがコントロールしている森の数に等しい" (604.3)
  | SELF 'の' 'タフネス' 'は' TEN? amountExpr 'に' '等しい'                                   # jaDefinedToughness
  // "~は、蓄積カウンター２個が置かれた状態で、タップ状態で戦場に出る" (614.1c)
  | objectPhrase 'は' TEN? counterKind 'カウンター' amount '個' 'が' '置かれた状態で' TEN? 'タップ状態で'
      '戦場' 'に' '出る'                                                                     # jaEntersTappedWithCounters
  // "あなたはソーサリー・呪文を、それが瞬速を持っているかのように唱えてもよい" (702.8d, 601.3)
  | 'あなた' 'は' TEN? description 'を' TEN? 'それ' 'が' '瞬速' 'を' ('持っているかのように' | '持つかのように')
      '唱えてもよい'                                                                       # jaCastAsThoughFlash
  ;
defendingPlayer : '防御' '側'? 'プレイヤー' ;
// "各戦闘で、~は可能なら攻撃する" (508.1d, 509.1c); "…は追加で１体のクリーチャーをブロックできる" (509.1a)
eachCombatI18n3
  : '各' '戦闘' 'で' TEN? objectPhrase 'は' TEN? '可能なら' ('攻撃する' | 'ブロックする' | '攻撃' 'か' 'ブロックする') # jaEachCombatIfAble
  | '各' '戦闘' 'で' TEN? objectPhrase 'は' TEN? '追加で' NUMBER '体' 'の' 'クリーチャー' 'を' 'ブロックできる'       # jaBlockAdditional
  ;
// "それをあなたのライブラリーの一番上に置く", "…オーナーのライブラリーの一番下に置く" (401.4)
libraryEnd
  : objectPhrase 'を' allSuffix? TEN? ('あなた' | '自分' | ownersWord? 'オーナー') 'の' 'ライブラリー' 'の'
      ('一番上' | '一番下') 'に' ('置く' | '置き' | '置い')
  ;
// --- end i18n3 ---
// "can't attack", "can't block", "can't be blocked" (CR 508.1c, 509.1a-b).
// Japanese says "Xではブロックできない" (X can't block) and "Xはブロックされない".
combatRestriction
  : 'ブロックされない'                                  # cantBeBlockedR
  | 'ブロックできない'                                  # cantBlockR
  | '攻撃できない'                                      # cantAttackR
  | '攻撃' 'も' 'ブロック' 'も' 'できない'              # cantAttackOrBlockR
  | '攻撃' 'や' 'ブロック' 'が' 'できない'              # cantAttackOrBlockR
  ;
// "for each X" (〜１つにつき, 〜１体につき): the effect's numbers are
// multiplied by how many X there are, as in English.
forEach
  : description amount counterWord 'につき' TEN?
  // i18n3: "~の上に置かれている蓄積カウンター１個につき" (for each charge counter on ~)
  | objectPhrase 'の' '上' 'に' ('置かれている' | '置かれていた' | '置かれた') counterKind 'カウンター' amount '個' 'につき' TEN?
  ;
duration : 'ターン終了時まで' ;
allSuffix : 'すべて' ;               // "クリーチャーをすべて破壊する": all of them
// "+1/+1", or a named counter ("蓄積", CR 122.1) read through kCounterNames.
counterKind : PT_MOD | WORD+ | '消散' ; // ja5: 消散 is also fading's keyword token
counterHolder : objectPhrase 'の' | 'その' ;   // "~の上に", "その上に"
eachSuffix : TEN? 'それぞれ' TEN? | TEN ;
searchDestination
  : 'タップ状態で'? '戦場' 'に' ('出す' | '出し')       # searchToBattlefield
  | 'あなた' 'の' '手札' 'に' ('加える' | '加え' | '加えて')       # searchToHand
  | 'あなた' 'の' '墓地' 'に' ('置く' | '置き')                   # searchToGraveyard // search8: library2's "into your graveyard"
  | ('追放する' | '追放し')                                       # searchToExile // search8: "exile them" (406.2)
  ;
// "飛行を持つ白の1/1の兵士・クリーチャー・トークン": keywords, colours, size,
// subtypes and types joined by ・, then トークン.
// "それぞれのオーナーの", "それらのオーナーの": each object's own owner.
ownersWord : ('それぞれ' | 'それら' | 'それ') 'の' | 'その' ;
tokenDescription
  : (tokenNameJa TEN?)? (grantedKeywords 'を' '持つ' TEN?)? tokenColors? PT 'の' (SUBTYPE '・')* (tokenType '・')+ 'トークン' ;
// search8: "《肉食動物》という名前の、…トークン" (English "... token named Carnivore", 111.4)
tokenNameJa : '《' (~'》')+ '》' 'という名前の' ;
tokenColors : colorWord+ 'の' | '無色' 'の' ;
tokenType : 'クリーチャー' | 'アーティファクト' | 'エンチャント' ;

subject : objectPhrase ;
playerSubject
  : 'あなた'                                           # youPlayer
  | 'その' ('プレイヤー' | '対戦相手')                  # thatPlayer
  | '各' 'プレイヤー'                                  # eachPlayer
  | '各' '対戦相手'                                    # eachOpponent
  | 'すべて' 'の' 'プレイヤー'                          # eachPlayer
  | 'すべて' 'の' '対戦相手'                            # eachOpponent
  | 'あなた' 'の' '対戦相手'                            # eachOpponent
  | (objectPhrase 'の' | 'その') 'コントローラー'        # controllerOfPlayer // jaxcheck
  ;
recipient
  // "各クリーチャーと各プレイヤー": one damage event for all of them (CR 120.3)
  : objectPhrase 'と' TEN? ('各' | 'すべて' 'の') ('プレイヤー' | '対戦相手') # bothRecipient
  | playerSubject                                      # playerRecipient
  | objectPhrase                                       # objectRecipient
  ;

// ---------------------------------------------------------------- targets
// "クリーチャー１体とプレイヤー１人を対象とする。" Each item is one Target node.
targetDecl : targetItem ('と' TEN? targetItem)* ;
targetItem
  : amount 'つ'                                                         # anyTargetItem
  | 'クリーチャー' amount '体' 'か' 'プレイヤー' amount '人'            # anyTargetItem
  | 'プレイヤー' amount '人' 'か' 'プレインズウォーカー' amount '体'     # playerOrPlaneswalkerItem
  // --- begin dmg ---
  | '対戦相手' amount '人' 'か' 'プレインズウォーカー' amount '体'       # opponentOrPlaneswalkerItem // 115.4
  // --- end dmg ---
  | 'クリーチャー' 'か' 'プレインズウォーカー' 'か' 'プレイヤー'
      'のうち' amount 'つ'                                              # anyTargetItem
  | 'プレイヤー' amount '人'                                            # playerTargetItem
  | '対戦相手' amount '人'                                              # opponentTargetItem
  | countedDescription ('か' countedDescription)*                       # objectTargetItem
  | amount '個' 'の' description                                        # xTargetsItem
  | description 'のうち'? '最大' amount counterWord 'まで'?              # upToTargetItem // jaxcheck
  // --- begin ja4 ---
  // Divided damage (601.2d): "１つか２つか３つ" (one, two, or three targets) and
  // "望む数(のクリーチャー)" (any number of them: as many as the damage, 115.1d).
  | amount 'つ' ('か' amount 'つ')+                                     # oneOrMoreTargetsItem
  | '望む数' ('の' description)?                                        # anyNumberTargetsItem
  // --- end ja4 ---
  ;
countedDescription : description ('のうち' | 'である')? amount counterWord ;
counterWord : '体' | 'つ' | '枚' | '個' ;

// ---------------------------------------------------------------- objects
objectPhrase
  : SELF                                               # selfRef
  | 'あなた' 'の' '墓地' 'から' (SELF | 'この' 'カード')     # selfFromGraveyardJa // ja5: "~ from your graveyard" (113.6m)
  | 'これ'                                             # selfRef
  | 'この' typeWord                                    # selfRef
  | 'それ'                                             # itRef
  | 'それら'                                           # itRef
  | 'その' typeWord                                    # thatObject
  // "クリーチャー１体と、クリーチャー１体を対象とする。その前者は…その後者に…":
  // the first, second, n-th target of the latest declaration.
  | ('その前者' | 'その後者' | '前者' | '後者' | 'その' '第' NUMBER '者') # nthTarget
  | 'その'? '追放されたカード'                           # exiledCardsRef // ja4: "the exiled card" (610.3)
  | 'その'? ('エンチャントしている' | 'エンチャントされた' | '装備している') typeWord # attachedRef
  | 'すべて' 'の' zoneWord                             # wholeZone
  | 'すべて' 'の' description                          # allObjects
  | '各' description                                   # allObjects
  | description amount counterWord                     # countedObject
  | SELF 'か' description (amount counterWord)?         # selfOrObject // jaxcheck: "~か他の…"
  | description                                        # bareDescription
  ;
// 各/すべての after the controller or zone ("あなたがコントロールしている各クリ
// ーチャー") makes the description "all"; the builder reads `every`.
// Alternatives join with か/や; a noun after である is shared by them
// ("インスタントかソーサリーである呪文" = instant or sorcery spell).
description
  : (another TEN?)? (withClause TEN?)? (controller TEN?)? (zoneIn TEN?)? another? (adjective+ another? every | every)? another? (adjective+ TEN?)? (withClause every?)? adjective*
    (another adjective*)?
    typeTerm (('か' | 'や') adjective* typeTerm)* ('である' typeTerm)?
  ;
every : '各' | 'すべて' 'の' ;
// "他の", "他に" (あなたが他にアーティファクトを…), "これでない" (not this one).
another : '他' ('の' | 'に') | 'これ' 'でない' ;
withClause
  : grantedKeywords 'を' '持つ'                         # withKeyword
  | ('パワー' | 'タフネス') 'が' amount ('以下' | '以上') 'の' # withPower // effects5: タフネス too (208.1)
  | 'マナ総量' 'が' amount ('以下' | '以上')? ('の' | 'で') # withManaValue   // 202.3; jaxcheck: "…以下で土地でない"
  | keywordName 'を' '持たない'                          # withoutKeyword
  | counterKind 'カウンター' 'が' ('置かれている' | '置かれた') # withCounterClause // jaxcheck
  | keywordName 'か' keywordName 'を' '持つ'               # withEitherKeyword // jaxcheck
  // "このターン(に)、~によってダメージを与えられた" (120.1) -- i18n3
  | 'このターン' ('に' | TEN)? objectPhrase 'によって' 'ダメージ' 'を' '与えられた' # dealtDamageByClause
  ;
adjective
  : colorWord 'か' colorWord ('の' | 'である')          # eitherColorAdjective
  | '攻撃' 'か' 'ブロックしている'                       # attackingOrBlockingAdjective
  | colorWord 'の'                                     # colorAdjective
  | 'トークン' 'でない'                                # nontokenAdjective
  | ('攻撃している' | '攻撃')                           # attackingAdjective
  | ('ブロックしている' | 'ブロック' '・')               # blockingAdjective
  | 'タップ状態の'                                     # tappedAdjective
  | 'アンタップ状態の'                                 # untappedAdjective
  | ('伝説' 'の' | '基本' 'であり'? | '氷雪' 'の'?)      # supertypeAdjective
  | (colorWord | typeWord | '伝説' | '基本') 'でない'    # nonAdjective
  // --- begin i18n3 ---
  | ('多色' | '単色' | '無色') 'の'                      # colorCountAdjective // 105.2b-c
  | '選ばれた' '色' 'の'                                # chosenColorAdjective
  // --- end i18n3 ---
  | 'その'? '選ばれた' 'タイプ' 'の'                    # chosenTypeAdjective // ja5: "of the chosen type"
  | '歴史的な'                                         # historicAdjective   // ja5: 700.6
  ;
// "アーティファクト・クリーチャー", "ゴブリン・クリーチャー", "ゾンビ"
typeTerm : SUBTYPE ('・' SUBTYPE)* ('・'? typeWord)* | typeWord ('・' typeWord)* ;
colorWord : '白' | '青' | '黒' | '赤' | '緑' ;
typeWord
  : 'クリーチャー' | 'アーティファクト' | 'エンチャント' | '土地' | 'プレインズウォーカー'
  | 'パーマネント' | 'カード' | '呪文' | 'トークン' | 'インスタント' | 'ソーサリー'
  ;
controller
  : 'あなた' ('が' | 'の') controls                    # youControl
  | 'あなた' 'が' 'コントロールしていない'              # notYouControl
  | 'あなた' 'の' '対戦相手' ('が' | 'の') controls     # opponentsControl
  | '対戦相手' ('が' | 'の') controls                   # opponentsControl
  | '対戦相手' NUMBER '人' ('が' | 'の') controls        # opponentsControl
  | 'その' 'プレイヤー' 'が' controls                    # thatPlayerControls // ja4: "target creature that player controls"
  ;
controls : 'コントロールしている' | 'コントロールする' | 'コントロールしていて' ;
zoneIn : zoneRef ('にある' | 'にあり' | 'から' | 'の' | 'に' '出ている') ; // jaxcheck: 戦場に出ている
zoneRef : zoneOwner? zoneWord ;
zoneOwner
  : 'あなた' 'の'                                      # yourZone
  | 'すべて' 'の'                                      # anyZoneOwner
  | 'いずれか' 'の'                                    # anyZoneOwner
  | '各' 'プレイヤー' 'の'                             # anyZoneOwner
  | '対戦相手' (amount '人')? 'の'                      # opponentZone
  | 'あなた' 'の' '対戦相手' 'の'                        # opponentZone
  ;
zoneWord : '墓地' | '手札' | 'ライブラリー' | '追放領域' | '戦場' ;

amount : NUMBER | 'X' ;

// --- begin jaxcheck ---
// Issue 16: templates of the Japanese cross-check (docs/i18n-ja.md, "jaxcheck").
// An ability in 「」 (113.1a): its own line, built with its own targets.
quotedAbility : '「' ability '」' ;
// "~/この呪文/それ がキッカーされていた" (702.33d)
kickedSubject : SELF | 'この' '呪文' | 'それ' | 'これ' ;
// "可能なら各戦闘で攻撃する", "各戦闘で(、)可能なら攻撃する" (508.1d)
attacksEachCombat : '可能なら' '各' '戦闘' 'で' '攻撃する' | '各' '戦闘' 'で' TEN? '可能なら' '攻撃する' ;
lookThen
  : youWa? '「' 'その' '中' 'から' countedDescription ('か' countedDescription)* 'を' ('公開し' TEN)?
      'あなた' 'の' '手札' 'に' '加える' MARU '」' 'を' '選んでもよい' MARU lookRest     # lookMayReveal
  | 'そのうち' NUMBER '枚' 'を' 'あなた' 'の' '手札' 'に' TEN lookRest                # lookPutOne
  | 'その後' TEN? 'それら' 'を' '望む' '順番' 'で' '戻す' MARU                          # lookReorder
  ;
lookRest
  : '残り' 'を' 'あなた' 'の' 'ライブラリー' 'の' '一番下' 'に' ('望む' | '無作為の') '順番' 'で' '置く' MARU # restToBottom
  | '残り' 'を' 'あなた' 'の' '墓地' 'に' '置く' MARU                                         # restToGraveyard
  ;
staticJaxcheck
  : objectPhrase 'は' TEN? quotedAbility 'を' '持つ'                          # grantQuotedStatic
  | objectPhrase 'は' TEN? PT_MOD 'の' '修整' 'を' '受け' TEN? quotedAbility 'を' '持つ' # grantQuotedStatic
  | objectPhrase 'は' TEN? description 'によっては' 'ブロックされない'          # notBlockedByStatic
  | ('あなた' 'が')? description 'を' '唱えるためのコストは' manaSymbols
      ('少なくなる' | '多くなる')                                             # costChangeStatic
  // effects5: この呪文自身のコスト (before ifStatic: both read a condition before it, and ANTLR
  // gives an ambiguity to the first alternative) (113.6d, 601.2f): "あなたがウィザードをコントロールしているなら、
  // この呪文を唱えるためのコストは{1}少なくなる", "この呪文を唱えるためのコストは、…１つにつき{1}少なくなる"
  | (condition 'なら' TEN)? 'この' '呪文' 'を' '唱えるためのコストは' TEN? forEach? manaSymbols '少なくなる' # selfCostLessStatic
  // --- keywords7 --- strive (601.2f): "この呪文を唱えるためのコストは、２つ目以降の対象１つにつき{2}{U}多くなる"
  | 'この' '呪文' 'を' '唱えるためのコストは' TEN? NUMBER 'つ目以降' 'の' '対象' NUMBER 'つ' 'につき' manaSymbols '多くなる' # costsMorePerTargetStatic
  | condition ('なら' | '場合') TEN staticAbility                             # ifStatic
  | objectPhrase 'は' TEN? attacksEachCombat                                  # attacksEachCombatStatic
  // "…は+1/+0の修整を受け、ブロックされない" / "…、各戦闘で可能なら攻撃する"
  | objectPhrase 'は' TEN? PT_MOD 'の' '修整' 'を' '受け' TEN? ('ブロックされない' | attacksEachCombat
      | 'それ' 'では' 'ブロックできない') # ptAndFlagStatic // i18n3: "…を受け、それではブロックできない"
  | objectPhrase 'は' TEN? NUMBER '体' '以上' 'の' 'クリーチャー' 'によっては' 'ブロックされない' # notBlockedByManyStatic
  | objectPhrase 'は' TEN? '飛行' 'を' '持つ' 'クリーチャー' 'しか' 'ブロックできない'  # canBlockOnlyFlyingStatic
  | objectPhrase 'は' TEN? '飛行' 'を' '持つ' 'クリーチャー' 'のみ' 'を'? 'ブロックできる' # canBlockOnlyFlyingStatic // i18n3
  // "~に与えられるすべてのダメージを軽減する" (615.1a): no duration on a permanent.
  | recipient 'に' '与えられる' preventAmount '軽減する'                        # preventStatic
  | objectPhrase 'は' TEN? description 'によってしか' 'ブロックされない'         # blockedOnlyByStatic
  // "~のパワーとタフネスはそれぞれ、…に等しい" (604.3, 208.2a)
  | SELF 'の' 'パワー' 'と' 'タフネス' 'は' TEN? 'それぞれ' TEN? amountExpr 'に' '等しい' # definedPTStatic
  | SELF 'の' 'パワー' 'は' TEN? amountExpr 'に' '等しい'                                # definedPowerStatic
  ;
effectJaxcheck
  : duration TEN objectPhrase 'は' TEN? quotedAbility 'を' ('得る' | '得')     # grantQuotedEffect
  | objectPhrase 'は' TEN? duration TEN? quotedAbility 'を' ('得る' | '得')    # grantQuotedEffect
  | manaSymbols 'を' ('支払う' | '支払い' | '支払っ')                          # payManaEffect
  | '諜報' amount 'を' ('行う' | '行い')                                      # surveilEffect
  | (playerSubject 'は' eachSuffix?)? 'カード' amount '枚' 'を' '無作為に選んで' ('捨てる' | '捨て') # discardRandomEffect
  | manaSymbols REMINDER? 'を' ('得る' | '得')                                 # getEnergyEffect
  | playerSubject 'は' eachSuffix? objectPhrase 'を' ('生け贄に捧げる' | '生け贄に捧げ') # sacrificeByPlayerEffect
  | objectPhrase 'を' ('タップまたはアンタップする' | 'タップまたはアンタップし')  # tapOrUntapEffect
  | (playerSubject 'は' eachSuffix?)? ('自分' | 'あなた') 'の' '手札' 'を' ('捨てる' | '捨て') # discardHandEffect
  | (playerSubject 'は' TEN?)? '自分' 'の' '墓地' 'を' '自分' 'の' 'ライブラリー' 'に' '加えて' '切り直す' # shuffleGraveyardEffect
  // Prevention (615): "このターン、それに与えられる次のダメージを１点軽減する",
  // "このターンに与えられるすべての戦闘ダメージを軽減する".
  | 'このターン' ('に' | TEN)? (recipient 'に')? '与えられる' preventAmount '軽減する'    # preventEffect
  | 'このターン' ('に' | TEN)? objectPhrase 'が' '与える' preventAmount '軽減する'          # preventByEffect
  // "~はそれに４点のダメージと、あなたに２点のダメージを与える": two damage events.
  | subject 'は' TEN? recipient 'に' TEN? points 'ダメージ' 'と' TEN? recipient 'に' points 'ダメージ' 'を'
      ('与える' | '与え')                                                            # twoDamageEffect
  // "…に１点のダメージを与え、あなたに１点のダメージを与える": the same source.
  | recipient 'に' points 'ダメージ' 'を' ('与える' | '与え')                          # sameSourceDamageEffect
  ;
preventAmount
  : '次' 'の' 'ダメージ' ('を' amount '点' | amount '点' 'を')                         # preventNext
  | 'ダメージ' 'を' '次' 'の' amount '点'                                              # preventNext
  | 'すべて' 'の' '戦闘'? 'ダメージ' 'を'                                              # preventAll
  | '戦闘'? 'ダメージ' 'を' 'すべて'                                                  # preventAll
  ;
// --- end jaxcheck ---

// ---------------------------------------------------------------- lexer
// Overrides OracleCommon.PT_MOD: Japanese is not lower-cased ("+X/+0").
PT_MOD : [+-] ([0-9]+ | [xX]) '/' [+-] ([0-9]+ | [xX]) ;
TEN    : '\u3001' ;                 // 、
MARU   : '\u3002' ;                 // 。
THEN   : 'その後' ;
// effects6: "これを唱えるために支払われたマナの色" (converge, 601.2h) as one token: its
// words are not otherwise template words.
COLORS_SPENT_ON_IT : 'これを唱えるために支払われたマナの色' ;
GREATEST_AMONG : '中で最も大きいもの' ; // effects6: "…の中で最も大きいもの" (the greatest ... among)
// "エンチャント（クリーチャー）": the parenthesis is part of the keyword, not
// reminder text; this token is longer than 'エンチャント', so it wins.
ENCHANT_OPEN : 'エンチャント(' ;
SPLICE_ARCANE : '連繋(秘儀)' ; // --- keywords7 --- 702.47: "連繋(秘儀){1}{R}", not reminder text
// --- keywords7 --- reminder text with one parenthesis inside, as bestow's printed reminder
// "(…これはエンチャント(クリーチャー)を持つオーラ・呪文である。…)" (overrides OracleCommon's)
REMINDER : '(' (~[()\n] | '(' ~[()\n]* ')')* ')' ;
PROTECTION_OPEN : 'プロテクション(' ;
// --- begin i18n3 ---
// "親和（アーティファクト）" (702.41): the parenthesis names what the keyword counts,
// it is not reminder text (the reminder follows it).
AFFINITY_ARTIFACTS : '親和(アーティファクト)' ;
// Loyalty abilities (606.4): "[+1]", "[-3]", "[0]", "[-X]" before the colon.
LOYALTY_SYMBOL : '[' [+\-\u2212]? ([0-9]+ | 'X') ']' ;
// --- end i18n3 ---
// An ability word and its dash at the start of a line ("上陸 ― ", "金属術 ― ").
// Its words are ordinary words elsewhere, so the whole prefix is one token;
// it needs the dash, so lines without one never see it.
ABILITY_WORD : [\u3005\u3041-\u30FF\u3400-\u4DBF\u4E00-\u9FFF]+ [ ]* '\u2014' ;
// Overrides OracleCommon.WORD: Japanese has no spaces, so a word is a run of
// Katakana (with the long-vowel mark, without the middle dot ・ that joins
// words), a run of Latin letters, or a single Han or Hiragana character.
// Template words are literal tokens above. The ranges are spelled out (the
// 4.7.2 tool warns about overlapping sets built from \p{Script=...}).
WORD
  : [\u30A1-\u30FA\u30FC-\u30FF\u31F0-\u31FF]+      // Katakana
  | [a-zA-Z]+
  | [\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\u3005\u3041-\u309F] // Han, 々, Hiragana
  ;
