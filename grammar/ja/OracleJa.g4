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

abilityLine
  : ability reminder? EOF
  | reminder EOF                     // a line that is only reminder text
  ;
reminder : REMINDER ;

ability
  : keywordList                                        # keywordLine
  | cost COLON effectSentences                         # activatedLine
  | trigger TEN effectSentences                        # triggeredLine
  | staticAbility MARU                                 # staticLine
  | effectSentences                                    # spellLine
  ;

// ---------------------------------------------------------------- keywords
keywordList : keyword (TEN keyword)* ;
keyword
  : keywordName                            # plainKeyword
  | keywordName (manaSymbols | DASH cost)  # costKeyword
  ;
keywordName
  : '飛行' | '警戒' | '速攻' | 'トランプル' | '先制攻撃' | '二段攻撃' | '接死' | '絆魂'
  | '到達' | '防衛' | '威迫' | '呪禁' | '破壊不能' | '瞬速' | '果敢' | 'サイクリング'
  ;
// Keywords granted by an effect: "飛行と警戒を得る", "飛行、警戒を持つ".
grantedKeywords : keywordName (('と' | TEN) keywordName)* ;

// ---------------------------------------------------------------- costs
cost : costPart ((COMMA | TEN) costPart)* ;
costPart
  : manaSymbols                                                  # symbolCost
  | objectPhrase 'を' '生け贄に捧げる'                            # sacrificeCost
  | 'カード' amount '枚' 'を' '捨てる'                            # discardCost
  | 'カード' 'を' amount '枚' '捨てる'                            # discardCost
  | amount '点' 'の' 'ライフ' 'を' '支払う'                       # payLifeCost
  ;
manaSymbols : MANA_SYMBOL+ ;

// ---------------------------------------------------------------- triggers
trigger
  : objectPhrase 'が' '戦場' 'に' ('出たとき' | '出るたび')       # entersTrigger
  | objectPhrase 'が' ('死亡したとき' | '死亡するたび')            # diesTrigger
  | objectPhrase 'が' ('攻撃したとき' | '攻撃するたび')            # attacksTrigger
  | stepOwner? step 'の' '開始時に'                                # stepTrigger
  ;
stepOwner
  : 'あなた' 'の'                                      # yourStep
  | '各'                                               # eachStep
  | '各' 'プレイヤー' 'の'                             # eachStep
  ;
step : 'アップキープ' | 'ドロー・ステップ' | '終了ステップ' | '戦闘' ;

// ---------------------------------------------------------------- static
staticAbility
  : objectPhrase 'は' PT_MOD 'の' '修整' 'を' '受ける'                       # staticPT
  | objectPhrase 'は' grantedKeywords 'を' '持つ'                           # staticKeywords
  | objectPhrase 'が' fromZone? zoneRef 'に' '置かれる' 'なら' TEN
      '代わりに' 'それ' 'を' '追放する'                                      # exileInstead
  ;
fromZone : 'いずこかから' | zoneRef 'から' ;

// ---------------------------------------------------------------- effects
effectSentences : sentence+ ;
sentence
  : targetDecl 'を' '対象とする' MARU                                # targetSentence
  | targetDecl 'を' '対象とし' TEN effectChain MARU                  # targetChainSentence
  | effectChain MARU                                                 # effectSentence
  ;
effectChain : (THEN TEN)? effect (TEN? (THEN TEN)? effect)* ;

effect
  : subject 'は' TEN? recipient 'に' 'それぞれ'? amount '点' 'の' 'ダメージ' 'を' ('与える' | '与え')  # dealDamage
  | (playerSubject 'は' 'それぞれ'?)? 'カード' amount '枚' 'を' ('引く' | '引き')                # draw
  | (playerSubject 'は' 'それぞれ'?)? 'カード' 'を' amount '枚' ('引く' | '引き')                # draw
  | manaSymbols 'を' ('加える' | '加え')                                                         # addMana
  | duration TEN objectPhrase 'は' TEN? 'それぞれ'? PT_MOD 'の' '修整' 'を' ('受ける' | '受け')   # modifyPT
  | objectPhrase 'は' TEN? duration TEN? 'それぞれ'? PT_MOD 'の' '修整' 'を' ('受ける' | '受け')  # modifyPT
  | duration TEN objectPhrase 'は' TEN? 'それぞれ'? grantedKeywords 'を' ('得る' | '得')          # gainKeyword
  | objectPhrase 'は' TEN? duration TEN? 'それぞれ'? grantedKeywords 'を' ('得る' | '得')         # gainKeyword
  | objectPhrase 'を' allSuffix? ('破壊する' | '破壊し')                                         # destroy
  | objectPhrase 'を' allSuffix? ('追放する' | '追放し')                                         # exile
  | objectPhrase 'を' allSuffix? 'オーナー' 'の' '手札' 'に' ('戻す' | '戻し')                   # bounce
  | (playerSubject 'は' 'それぞれ'?)? amount '点' 'の' 'ライフ' 'を' ('得る' | '得' | '得て')     # gainLife
  | (playerSubject 'は' 'それぞれ'?)? amount '点' 'の' 'ライフ' 'を' ('失う' | '失い')           # loseLife
  | (objectPhrase 'の' | 'その') '上' 'に' counterKind 'カウンター'
      (amount '個' 'を' | 'を' 'それぞれ'? amount '個') ('置く' | '置き')                        # putCounters
  | objectPhrase 'を' allSuffix? ('タップする' | 'タップし')                                     # tapEffect
  | objectPhrase 'を' allSuffix? ('アンタップする' | 'アンタップし')                             # untapEffect
  ;
duration : 'ターン終了時まで' ;
allSuffix : 'すべて' ;               // "クリーチャーをすべて破壊する": all of them
counterKind : PT_MOD ;

subject : objectPhrase ;
playerSubject
  : 'あなた'                                           # youPlayer
  | 'その' ('プレイヤー' | '対戦相手')                  # thatPlayer
  | '各' 'プレイヤー'                                  # eachPlayer
  | '各' '対戦相手'                                    # eachOpponent
  | 'すべて' 'の' 'プレイヤー'                          # eachPlayer
  | 'すべて' 'の' '対戦相手'                            # eachOpponent
  | 'あなた' 'の' '対戦相手'                            # eachOpponent
  ;
recipient
  : playerSubject                                      # playerRecipient
  | objectPhrase                                       # objectRecipient
  ;

// ---------------------------------------------------------------- targets
// "クリーチャー１体とプレイヤー１人を対象とする。" Each item is one Target node.
targetDecl : targetItem ('と' TEN? targetItem)* ;
targetItem
  : amount 'つ'                                                         # anyTargetItem
  | 'クリーチャー' amount '体' 'か' 'プレイヤー' amount '人'            # anyTargetItem
  | 'クリーチャー' 'か' 'プレインズウォーカー' 'か' 'プレイヤー'
      'のうち' amount 'つ'                                              # anyTargetItem
  | 'プレイヤー' amount '人'                                            # playerTargetItem
  | '対戦相手' amount '人'                                              # opponentTargetItem
  | countedDescription ('か' countedDescription)*                       # objectTargetItem
  ;
countedDescription : description ('のうち' | 'である')? amount counterWord ;
counterWord : '体' | 'つ' | '枚' | '個' ;

// ---------------------------------------------------------------- objects
objectPhrase
  : SELF                                               # selfRef
  | 'これ'                                             # selfRef
  | 'この' typeWord                                    # selfRef
  | 'それ'                                             # itRef
  | 'それら'                                           # itRef
  | 'その' typeWord                                    # thatObject
  | 'すべて' 'の' zoneWord                             # wholeZone
  | 'すべて' 'の' description                          # allObjects
  | '各' description                                   # allObjects
  | description amount counterWord                     # countedObject
  | description                                        # bareDescription
  ;
// 各/すべての after the controller or zone ("あなたがコントロールしている各クリ
// ーチャー") makes the description "all"; the builder reads `every`.
description
  : (another TEN)? controller? zoneIn? every? another? adjective* typeWord
    (('か' | 'や') adjective* typeWord)*
  ;
every : '各' | 'すべて' 'の' ;
another : '他' 'の' ;
adjective
  : colorWord 'の'                                     # colorAdjective
  | 'トークン' 'でない'                                # nontokenAdjective
  ;
colorWord : '白' | '青' | '黒' | '赤' | '緑' ;
typeWord
  : 'クリーチャー' | 'アーティファクト' | 'エンチャント' | '土地' | 'プレインズウォーカー'
  | 'パーマネント' | 'カード' | '呪文' | 'トークン' | 'インスタント' | 'ソーサリー'
  ;
controller
  : 'あなた' ('が' | 'の') controls                    # youControl
  | 'あなた' 'の' '対戦相手' ('が' | 'の') controls     # opponentsControl
  | '対戦相手' ('が' | 'の') controls                   # opponentsControl
  ;
controls : 'コントロールしている' | 'コントロールする' ;
zoneIn : zoneRef ('にある' | 'から') ;
zoneRef : zoneOwner? zoneWord ;
zoneOwner
  : 'あなた' 'の'                                      # yourZone
  | 'すべて' 'の'                                      # anyZoneOwner
  | '各' 'プレイヤー' 'の'                             # anyZoneOwner
  | '対戦相手' 'の'                                    # anyZoneOwner
  ;
zoneWord : '墓地' | '手札' | 'ライブラリー' | '追放領域' | '戦場' ;

amount : NUMBER | 'X' ;

// ---------------------------------------------------------------- lexer
TEN    : '\u3001' ;                 // 、
MARU   : '\u3002' ;                 // 。
THEN   : 'その後' ;
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
