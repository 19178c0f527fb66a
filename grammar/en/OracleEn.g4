// English Oracle text, one ability line at a time (the driver splits lines).
// Input is normalised: lower case, the card's name as `~`, 2020 and current
// wordings unified (compiler/Text/WordingUpdates). Rules are grouped by
// template family; the AST builder (compiler/Parse/en) maps each labelled
// alternative to language-neutral AST nodes.
grammar OracleEn;
import OracleCommon;

abilityLine
  : ability reminder? EOF
  | reminder EOF                     // a line that is only reminder text
  ;
reminder : REMINDER ;

ability
  : keywordList                                        # keywordLine
  | cost COLON effectSentences                         # activatedLine
  | trigger COMMA effectSentences                      # triggeredLine
  | staticAbility PERIOD                               # staticLine
  | effectSentences                                    # spellLine
  ;

// ---------------------------------------------------------------- keywords
keywordList : keyword (COMMA keyword)* ;
keyword
  : keywordName                          # plainKeyword
  | keywordName (manaSymbols | DASH cost) # costKeyword
  ;
keywordName
  : 'flying' | 'vigilance' | 'haste' | 'trample' | 'first' 'strike' | 'double' 'strike'
  | 'deathtouch' | 'lifelink' | 'reach' | 'defender' | 'menace' | 'hexproof'
  | 'indestructible' | 'flash' | 'prowess' | 'cycling'
  ;

// ---------------------------------------------------------------- costs
cost : costPart (COMMA costPart)* ;
costPart
  : manaSymbols                                        # symbolCost
  | 'sacrifice' objectPhrase                           # sacrificeCost
  | 'discard' amount ('card' | 'cards')                # discardCost
  | 'pay' amount 'life'                                # payLifeCost
  ;
manaSymbols : MANA_SYMBOL+ ;

// ---------------------------------------------------------------- triggers
trigger
  : ('when' | 'whenever') objectPhrase enters          # entersTrigger
  | ('when' | 'whenever') objectPhrase 'dies'          # diesTrigger
  | ('when' | 'whenever') objectPhrase 'attacks'       # attacksTrigger
  | 'at' 'the' 'beginning' 'of' stepOwner step         # stepTrigger
  ;
enters : 'enters' 'the' 'battlefield' | 'enters' ;
stepOwner : 'your' | 'each' | 'each' 'player' '\'s' | 'the' ;
step : 'upkeep' | 'draw' 'step' | 'end' 'step' | 'combat' ;

// ---------------------------------------------------------------- static
staticAbility
  : objectPhrase ('get' | 'gets') PT_MOD                                    # staticPT
  | objectPhrase ('have' | 'has') keywordList                               # staticKeywords
  | 'if' objectPhrase 'would' 'be' 'put' 'into' zoneRef fromZone? COMMA
      'exile' 'it' 'instead'                                                # exileInstead
  ;
fromZone : 'from' 'anywhere' | 'from' zoneRef ;

// ---------------------------------------------------------------- effects
effectSentences : effectSentence+ ;
effectSentence : effect ((COMMA? 'then' | COMMA 'and' | 'and') effect)* PERIOD ;
effect
  : subject ('deals' | 'deal') amount 'damage' 'to' recipient               # dealDamage
  | playerSubject? ('draw' | 'draws') amount ('card' | 'cards')             # draw
  | 'add' manaSymbols                                                       # addMana
  | objectPhrase ('gets' | 'get') PT_MOD duration                           # modifyPT
  | objectPhrase ('gains' | 'gain') keywordList duration                    # gainKeyword
  | 'destroy' objectPhrase                                                  # destroy
  | 'exile' objectPhrase                                                    # exile
  | 'return' objectPhrase 'to' ('its' | 'their') ('owner\'s' | 'owners\'') ('hand' | 'hands') # bounce
  | playerSubject? ('gain' | 'gains') amount 'life'                         # gainLife
  | playerSubject? ('lose' | 'loses') amount 'life'                         # loseLife
  | 'put' amount counterKind ('counter' | 'counters') 'on' objectPhrase     # putCounters
  | 'tap' objectPhrase                                                      # tapEffect
  | 'untap' objectPhrase                                                    # untapEffect
  ;
duration : 'until' 'end' 'of' 'turn' ;
counterKind : PT_MOD ;

subject : SELF | 'it' | objectPhrase ;
playerSubject : 'you' | 'target' 'player' | 'target' 'opponent' | 'each' 'player'
              | 'each' 'opponent' | 'that' 'player' ;
recipient
  : 'any' 'target'                                     # anyTargetRecipient
  | objectPhrase                                       # objectRecipient
  | playerSubject                                      # playerRecipient
  | 'each' 'opponent'                                  # eachOpponentRecipient
  ;

// ---------------------------------------------------------------- objects
objectPhrase
  : SELF                                               # selfRef
  | 'this' typeWord                                    # selfRef2
  | 'it'                                               # itRef
  | 'target' description                               # targetObject
  | (amount | 'up' 'to' amount) 'target' description   # targetObjects
  | ('all' | 'each') description                       # allObjects
  | ('a' | 'an') description                           # indefiniteObject
  | description                                        # bareDescription
  ;
description : 'another'? adjective* typeWord (('or' | COMMA) adjective* typeWord)* controller? zoneSuffix? ;
adjective : colorWord | 'nontoken' | 'tapped' | 'untapped' | 'token' ;
colorWord : 'white' | 'blue' | 'black' | 'red' | 'green' ;
typeWord
  : 'creature' | 'creatures' | 'artifact' | 'artifacts' | 'enchantment' | 'enchantments'
  | 'land' | 'lands' | 'planeswalker' | 'planeswalkers' | 'permanent' | 'permanents'
  | 'card' | 'cards' | 'spell' | 'spells' | 'token' | 'tokens' | 'instant' | 'sorcery'
  ;
controller : 'you' 'control' | 'an' 'opponent' 'controls' | 'your' 'opponents' 'control' ;
zoneSuffix : ('from' | 'in') zoneRef ;
zoneRef
  : ('a' | 'all' | 'your' | 'each' 'player\'s' | 'target' 'player\'s' | 'an' 'opponent\'s')?
    ('graveyard' | 'graveyards' | 'hand' | 'library' | 'exile' | 'battlefield')
  | 'the' 'battlefield'
  ;

amount
  : NUMBER | 'a' | 'an' | 'one' | 'two' | 'three' | 'four' | 'five' | 'six' | 'seven'
  | 'eight' | 'nine' | 'ten' | 'x'
  ;
