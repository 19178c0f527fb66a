// English Oracle text, one ability line at a time (the driver splits lines).
// Input is normalised: lower case, the card's name as `~`, 2020 and current
// wordings unified (compiler/Text/WordingUpdates). Rules are grouped by
// template family; the AST builder (compiler/Parse/en) maps each labelled
// alternative to language-neutral AST nodes.
grammar OracleEn;
import OracleCommon;

// Words naming a subtype (CR 205.3: "goblin", "elves", "equipment") are
// retyped from WORD to SUBTYPE by the front end after lexing, from the
// vocabulary generated out of the Comprehensive Rules (runtime/Vocabulary).
tokens { SUBTYPE }

abilityLine
  : ability reminder? EOF
  | reminder EOF                     // a line that is only reminder text
  ;
reminder : REMINDER ;

ability
  : keywordList                                        # keywordLine
  | abilityWord? cost COLON (effectSentences | modal) restriction*  # activatedLine
  | LOYALTY COLON effectSentences                      # loyaltyLine
  | abilityWord? trigger (COMMA 'if' condition)? COMMA (effectSentences | modal) # triggeredLine
  | 'as' 'an' 'additional' 'cost' 'to' 'cast' ('this' 'spell' | SELF) COMMA cost PERIOD # additionalCostLine
  | abilityWord? staticAbility whereX? sentenceEnd     # staticLine
  | (effectSentences | modal)                          # spellLine
  // --- begin amounts2 ---
  | abilityWord (effectSentences | modal)              # spellWordLine // "Spell mastery — If ..." (207.2c)
  // --- end amounts2 ---
  // rules17: a Saga's chapter abilities (715.2): "I, II — Draw a card." (the corpus
  // also has a hyphen for the dash)
  | chapterNumeral (COMMA chapterNumeral)* (DASH | '-') (effectSentences | modal) # chapterLine
  | 'hand' signedNumber COMMA 'life' signedNumber      # handLifeLine
  | 'level' NUMBER ('-' NUMBER | '+') PT              # levelBandLine  // 711.2; the P/T line is joined to it
  | ('this' 'spell' | SELF) 'can\'t' 'be' 'countered' PERIOD # cantBeCounteredLine
  // --- begin cast ---
  | 'cast' ('this' 'spell' | SELF) 'only' castWhen ('and' 'only' castWhen)* PERIOD # castOnlyLine // 601.3
  // --- end cast ---
  // --- begin keywords7 --- 701.39d: an optional cost to attack and its linked "when you do"
  // trigger (607.2h), one paragraph
  | 'you' 'may' 'exert' SELF 'as' 'it' 'attacks' PERIOD ('when' 'you' 'do' COMMA effectSentences)? # exertLine
  // --- end keywords7 ---
  ;
// A chapter symbol's Roman numeral (715.2a).
chapterNumeral : 'i' | 'ii' | 'iii' | 'iv' | 'v' | 'vi' ;
// A vanguard's hand and life modifiers (CR 312.6, 312.7): "Hand +1, life -3".
signedNumber : ('+' | '-') NUMBER ;

// A loyalty symbol (CR 107.7): "[+1]", "[0]", "[-2]", "[-x]" (the normaliser
// folds the minus sign U+2212 to '-').
LOYALTY : '[' [+-]? ([0-9]+ | 'x') ']' ;

// Modal spells and abilities (CR 700.2): "Choose one —" and one bullet line
// per mode (the driver hands the header and its bullets over as one line).
modal : 'choose' modeCount DASH modeItem+ ;
modeCount
  : ('one' | 'two' | 'three')                          # exactModes
  | 'one' 'or' ('both' | 'more')                       # oneOrMoreModes
  ;
modeItem : BULLET effectSentences reminder? ;

// An ability word ("Landfall —") has no rules meaning (CR 207.2c).
abilityWord : (WORD | SUBTYPE | 'spell')+ DASH ; // amounts2: 'spell' ("Spell mastery")
// Activation restrictions (CR 602.5b).
restriction
  : 'activate' ('this' 'ability')? 'only' ('as' 'a' 'sorcery' | 'any' 'time' 'you' 'could' 'cast' 'a' 'sorcery') PERIOD  # sorceryRestriction
  | 'activate' ('this' 'ability')? 'only' 'once' 'each' 'turn' PERIOD                                                   # onceRestriction
  | 'activate' ('this' 'ability')? 'only' 'during' 'your' 'turn' PERIOD                                                 # yourTurnRestriction
  | 'activate' ('this' 'ability')? 'only' 'during' 'your' 'upkeep' PERIOD                                               # yourUpkeepRestriction
  | 'activate' ('this' 'ability')? 'only' 'during' 'your' 'turn' COMMA 'before' 'attackers' 'are' 'declared' PERIOD     # beforeAttackersRestriction
  | 'activate' ('this' 'ability')? 'only' 'if' condition PERIOD                                                         # conditionRestriction
  | 'any' 'player' 'may' 'activate' 'this' 'ability' PERIOD                                                             # anyPlayerRestriction // 602.2
  ;

// ---------------------------------------------------------------- keywords
keywordList : keyword ((COMMA | COMMA? 'and') keyword)* ;
keyword
  : keywordName                          # plainKeyword
  | keywordName (manaSymbols | DASH cost PERIOD?) # costKeyword
  | keywordName NUMBER                    # amountKeyword
  | 'enchant' description                 # enchantKeyword
  // --- begin trig2 ---
  | 'enchant' ('player' | 'opponent')     # enchantPlayerKeyword // 702.5, 303.4: an Aura attached to a player
  // --- end trig2 ---
  | 'from' colorWord                      # moreProtection   // "protection from black and from red"
  // --- begin altcast ---
  | 'suspend' NUMBER DASH manaSymbols     # suspendKeyword   // 702.62a: "Suspend 4—{1}{U}"
  // --- end altcast ---
  | 'awaken' NUMBER DASH manaSymbols      # awakenKeyword    // --- keywords7 --- 702.113a: "Awaken 3—{4}{U}"
  ;
keywordName
  : 'flying' | 'vigilance' | 'haste' | 'trample' | 'first' 'strike' | 'double' 'strike'
  | 'deathtouch' | 'lifelink' | 'reach' | 'defender' | 'menace' | 'hexproof'
  | 'indestructible' | 'flash' | 'prowess' | 'cycling' | 'equip' | 'shroud' | 'devoid'
  | 'fear' | 'intimidate' | 'shadow' | 'horsemanship' | 'swampwalk' | 'islandwalk' | 'forestwalk'
  | 'mountainwalk' | 'plainswalk' | 'protection' 'from' colorWord
  | 'protection' 'from' 'the' 'color' 'of' 'your' 'choice'
  | 'infect' | 'wither' | 'exalted' | 'bushido' | 'flanking' | 'rampage' | 'undying' | 'persist'
  | 'flashback' | 'echo' | 'cumulative' 'upkeep' | 'buyback'
  | 'battle' 'cry' | 'dethrone' | 'afflict' | 'bloodthirst' | 'skulk' | 'changeling'
  | 'renown' | 'evolve' | 'fading' | 'vanishing'
  | 'kicker' | 'multikicker' | 'convoke' | 'delve' | 'improvise'   // casting costs (601.2b, 601.2f)
  | 'affinity' 'for' 'artifacts'
  | 'ascend'                                                     // 702.131
  | 'level' 'up'                                                 // 702.87
  | 'soulshift' | 'fabricate' | 'afterlife' | 'outlast' | 'mentor' | 'modular' // defined by other abilities (KeywordExpansion)
  | 'sunburst'                                                   // 702.44
  // --- begin morph ---
  | 'morph' | 'megamorph'                                        // 702.37a-b
  // --- end morph ---
  // --- begin keywords ---
  | 'unearth' | 'scavenge' | 'graft' | 'split' 'second' | 'retrace'  // 702.84, 702.97, 702.58, 702.61, 702.81
  | 'evoke' | 'dash' | 'storm' | 'crew'                          // 702.74, 702.109, 702.40, 702.122
  // --- end keywords ---
  | 'devour'                                                     // 702.82 (rules15)
  // --- begin altcast ---
  | 'madness' | 'rebound' | 'embalm' | 'eternalize'               // 702.35, 702.88, 702.128, 702.129
  // --- end altcast ---
  | keywords6Name                                                // --- keywords6 ---
  | keywords7Name                                                // --- keywords7 ---
  ;
// --- begin keywords6 --- keywords with a cost or cast trigger (a sub-rule: keywordName is long)
keywords6Name : 'entwine' | 'cascade' | 'transmute' ;              // 702.42, 702.85, 702.53
// --- end keywords6 ---
// --- begin keywords7 --- an alternative cost that makes the spell an Aura (702.103a)
keywords7Name : 'bestow' | 'overload'                               // 702.103, 702.96
  | 'splice' 'onto' SUBTYPE ;                                        // 702.47: "splice onto arcane" (the builder checks the subtype)
// --- end keywords7 ---

// ---------------------------------------------------------------- costs
cost : costPart (COMMA costPart)* ;
costPart
  : manaSymbols                                        # symbolCost
  | 'remove' amount counterKind ('counter' | 'counters') 'from' SELF # removeCountersCost
  | 'sacrifice' objectPhrase                           # sacrificeCost
  | 'tap' ('a' | 'an' | amount) description            # tapOthersCost   // "Tap an untapped Cleric you control"
  | 'discard' amount ('card' | 'cards')                # discardCost
  | 'pay' amount 'life'                                # payLifeCost
  | 'pay' manaSymbols                                  # payEnergyCost  // "Pay {E}{E}" (107.14)
  // --- begin zones2 ---
  // Costs that move cards (118.3, 113.6m): "Exile ~", "Exile ~ from your
  // graveyard", "Exile a creature card from your graveyard", "Discard ~",
  // "Discard a card at random" (701.8b).
  | 'exile' SELF ('from' 'your' 'graveyard')?          # exileSelfCost
  | 'exile' amount description                         # exileCardsCost
  | 'discard' SELF                                     # discardSelfCost
  | 'discard' amount ('card' | 'cards') 'at' 'random'  # discardRandomCost
  | 'exile' 'the' 'top' ('card' | amount 'cards') 'of' 'your' 'library' # exileTopCost // 406.2
  // --- end zones2 ---
  | 'exert' SELF                                       # exertSelfCost // --- keywords7 --- 701.39a
  // --- begin library2 ---
  // "Discard a creature card", "Sacrifice two Goblins", "Sacrifice X lands" (118.3,
  // 602.2b). After the plain forms: "discard a card" and "sacrifice a creature" are theirs.
  | 'discard' ('a' | 'an') description                 # discardTypedCost
  | 'sacrifice' amount description                     # sacrificeCountCost
  // --- end library2 ---
  ;
manaSymbols : MANA_SYMBOL+ ;

// ---------------------------------------------------------------- triggers
trigger
  : whenWord objectPhrase enters underControl?                 # entersTrigger
  | whenWord objectPhrase ('dies' | 'is' 'put' 'into' ('a' | 'its' 'owner\'s') 'graveyard' 'from' 'the' 'battlefield') # diesTrigger
  | whenWord objectPhrase 'is' 'put' 'into' ('your' | 'an' 'opponent\'s') 'graveyard' 'from' 'the' 'battlefield' # putIntoGraveyardTrigger
  | whenWord SELF 'or' description enters underControl?        # selfOrEntersTrigger
  | whenWord SELF 'or' description 'dies'                      # selfOrDiesTrigger
  | whenWord 'one' 'or' 'more' description 'attack'            # oneOrMoreAttackTrigger
  | whenWord objectPhrase 'attacks'                            # attacksTrigger
  | whenWord objectPhrase 'blocks'                             # blocksTrigger
  | whenWord objectPhrase 'attacks' 'or' 'blocks'              # attacksOrBlocksTrigger
  | whenWord objectPhrase 'becomes' 'blocked'                  # becomesBlockedTrigger
  | whenWord objectPhrase 'leaves' 'the' 'battlefield'         # leavesTrigger
  | whenWord objectPhrase ('deals' | 'deal') 'combat'? 'damage' damageTo?  # dealsDamageTrigger
  | whenWord objectPhrase 'is' 'dealt' 'damage'                # dealtDamageTrigger
  // --- begin morph ---
  | whenWord objectPhrase 'is' 'turned' 'face' 'up'            # turnedFaceUpTrigger   // 708.8, 702.37e
  | whenWord objectPhrase 'becomes' 'monstrous'                 # becomesMonstrousTrigger // --- keywords --- 701.31a
  // --- end morph ---
  // --- begin dfc ---
  | whenWord objectPhrase 'transforms' 'into' SELF            # transformsIntoTrigger // 701.28e
  // --- end dfc ---
  | whenWord actingPlayer ('cast' | 'casts') objectPhrase ('that' 'targets' SELF)?
      ('during' ('your' | 'an' 'opponent\'s') 'turn')? # castTrigger // during: trig2 (the turn it is cast in)
  | whenWord actingPlayer ('gain' | 'gains') 'life'            # gainLifeTrigger
  | whenWord actingPlayer ('draw' | 'draws') 'a' 'card'        # drawTrigger
  | 'at' 'the' 'beginning' 'of' stepWhen                       # stepTrigger
  | combatPairTrigger                                          # combatPairTriggerAlt
  | whenWord objectPhrase 'becomes' 'the' 'target' 'of' 'a' 'spell' ('or' 'ability')?
      ('an' 'opponent' 'controls' | 'you' 'control')?          # becomesTargetTrigger
  | 'when' condition                                           # stateTrigger
  | 'at' 'end' 'of' 'combat'                                   # endOfCombatTrigger
  | whenWord ('a' | 'an') description 'dealt' 'damage' 'by' objectPhrase 'this' 'turn' 'dies' # diesDealtDamageByTrigger
  | whenWord actingPlayer ('cycle' | 'cycles') ('or' 'discard')? ('a' | 'another') 'card'  # cycleTrigger
  | whenWord actingPlayer ('discard' | 'discards') ('a' | 'another') 'card'               # discardTrigger
  | variantTrigger                                             # variantTriggerAlt
  | moreTrigger                                                # moreTriggerAlt
  ;
// More triggers, in a rule of their own: the ANTLR 4.9 C++ runtime mispredicts a
// rule's alternatives from about the 32nd on (docs/toolchain.md).
moreTrigger
  // --- begin trig2 ---
  : whenWord objectPhrase 'becomes' ('tapped' | 'untapped')    # becomesTappedTrigger    // 701.21
  | whenWord objectPhrase 'attacks' 'and' 'isn\'t' 'blocked'  # attacksUnblockedTrigger // 509.5g
  | 'when' 'you' 'cycle' SELF ('or' 'it' 'dies')?              # cycleSelfTrigger        // 702.29c
  // --- end trig2 ---
  // One ability that triggers on either event (603.2): "Whenever ~ enters the
  // battlefield or attacks", "When ~ enters the battlefield or dies".
  | whenWord SELF enters 'or' secondEvent                      # entersOrTrigger
  // --- begin triggers7 ---
  // Battalion: "Whenever ~ and at least two other creatures attack" (508.3a, 603.2):
  // once, as attackers are declared, if that many others are declared with it.
  | whenWord SELF 'and' 'at' 'least' amount 'other' ('creature' | 'creatures') 'attack' # attacksWithOthersTrigger
  // --- end triggers7 ---
  ;
secondEvent
  : 'attacks' | 'dies' | 'is' 'put' 'into' 'a' 'graveyard' 'from' 'the' 'battlefield'
  | 'leaves' 'the' 'battlefield' | 'is' 'turned' 'face' 'up' ;
// Blockers declared (509.5b, 509.5d): once per blocker/attacker pair; "that
// creature" is the other one.
combatPairTrigger
  : whenWord objectPhrase 'blocks' objectPhrase                        # blocksCreatureTrigger
  | whenWord objectPhrase 'becomes' 'blocked' 'by' objectPhrase        # becomesBlockedByTrigger
  | whenWord objectPhrase 'blocks' 'or' 'becomes' 'blocked' ('by' objectPhrase)? # blocksOrBlockedTrigger
  ;
// Triggers of casual-variant cards in the command zone (CR 310-313):
// setting a scheme in motion (701.25, 904.9), rolling {CHAOS} with the planar
// die (310.7, 901.9b), planeswalking (701.24), encountering a phenomenon (311.5).
variantTrigger
  : 'when' 'you' 'set' 'this' 'scheme' 'in' 'motion'           # setInMotionTrigger
  | 'whenever' 'you' 'roll' MANA_SYMBOL                        # chaosTrigger
  | 'when' 'you' 'planeswalk' 'to' SELF                        # planeswalkToTrigger
  | 'when' 'you' 'planeswalk' 'away' 'from' SELF               # planeswalkAwayTrigger
  | 'when' 'you' 'encounter' SELF                              # encounterTrigger
  // --- keywords7 --- 701.39a: kept in this sub-rule, `trigger` has 30 alternatives
  | 'whenever' 'you' 'exert' ('a' | 'an') description           # exertTrigger
  ;
// Whose step or phase (CR 503-513, 603.2): "your upkeep", "each player's end
// step", "combat on your turn" (507), "the upkeep of enchanted creature's controller".
stepWhen
  : stepOwner step                                             # ownedStep
  | 'combat' 'on' ('your' | 'each' 'opponent\'s') 'turn'      # combatOnTurn
  | 'the' step 'of' ('enchanted' | 'equipped') possessiveNoun 'controller'  # attachedControllersStep
  ;
whenWord : 'when' | 'whenever' ;
damageTo : 'to' ('a' 'player' | 'an' 'opponent' | 'a' 'creature') ;
actingPlayer : 'you' | 'a' 'player' | 'an' 'opponent' ;
enters : 'enters' 'the' 'battlefield' | 'enters' ;
underControl : 'under' ('your' | 'an' 'opponent\'s') 'control' ;
// "under its owner's control": what a permanent enters under anyway (110.2).
ownersControl : 'under' ('its' | 'their') ('owner\'s' | 'owners\'') 'control' ;
stepOwner : 'your' | 'each' | 'each' 'player\'s' | 'the' | 'each' 'opponent\'s' | 'your' 'opponents\''
          | 'enchanted' 'player\'s'
          | 'the' 'chosen' 'player\'s' ; // trig2: chosen as it entered (614.12)
step : 'upkeep' | 'draw' 'step' | 'end' 'step' | 'combat' | ('precombat' | 'postcombat') 'main' 'phase' ;

// ---------------------------------------------------------------- static
staticAbility
  : 'as' 'long' 'as' condition COMMA staticAbility                          # asLongAsBefore
  | staticAbility 'as' 'long' 'as' condition                                # asLongAsAfter
  // "Equipped creature gets +10/+10 and loses flying." (613.7a example): two effects, one object.
  | objectPhrase ('get' | 'gets') PT_MOD forEach?
      ('and' ('have' | 'has') grantList | 'and' ('lose' | 'loses') keywordList)?     # staticPT
  | SELF enters 'tapped' ('unless' condition)?                             # entersTapped
  | SELF enters 'with' amount counterKind ('counter' | 'counters') 'on' 'it' # entersWithCounters
  | objectPhrase ('can\'t' | 'cannot') combatRestriction                   # cantBlockStatic
  | 'you' 'may' 'choose' 'not' 'to' 'untap' objectPhrase 'during' 'your' 'untap' 'step' # mayNotUntapStatic
  | objectPhrase ('doesn\'t' | 'don\'t') 'untap' 'during' ('its' 'controller\'s' | 'your' | 'their' 'controllers\'') 'untap' ('step' | 'steps') # doesntUntapStatic
  | 'you' 'control' objectPhrase                                            # controlStatic
  | objectPhrase ('have' | 'has') keywordList                               # staticKeywords
  | objectPhrase ('have' | 'has') quotedAbility                             # staticGrant
  | objectPhrase ('have' | 'has') keywordList 'and' quotedAbility           # staticKeywordsAndGrant
  | 'if' objectPhrase 'would' 'be' 'put' 'into' zoneRef fromZone? COMMA
      'exile' 'it' 'instead'                                                # exileInstead
  | 'prevent' 'all' 'combat'? 'damage' 'that' 'would' 'be' 'dealt' damageWhom # preventStatic
  | objectPhrase combatRule                                                 # combatRuleStatic
  | objectPhrase ('get' | 'gets') PT_MOD 'and' (combatRule | ('can\'t' | 'cannot') combatRestriction) # ptAndCombatRuleStatic
  | 'all' 'creatures' 'able' 'to' 'block' objectPhrase 'do' 'so'           # lureStatic
  // "If ~ was kicked, it enters the battlefield with two +1/+1 counters on it." (702.33d, 614.1c)
  | 'if' condition COMMA 'it' enters 'with' amount counterKind ('counter' | 'counters') 'on' 'it' # ifEntersWithCounters
  // "~ enters the battlefield with a +1/+1 counter on it for each time it was kicked." (702.33d)
  | SELF enters 'with' amount counterKind ('counter' | 'counters') 'on' 'it' 'for' 'each' 'time' 'it' 'was' 'kicked' # entersWithCountersPerKick
  // A characteristic-defining ability (604.3, layer 7a: 613.4a).
  // rules17: "This creature's ..." in a quoted ability (113.1a, 613.6 example 4)
  | (SELF '\'s' | 'this' 'creature\'s') 'power' ('and' 'toughness' 'are' 'each' | 'is') 'equal' 'to' amountExpr # definedPT
  // --- begin cda ---
  | cdaStatic                                                               # cdaStaticAlt
  // --- end cda ---
  | playerRule                                                              # playerRuleStatic
  // --- begin aschoose ---
  | asEntersStatic                                                          # asEntersStaticAlt
  // --- end aschoose ---
  | layerStatic                                                             # layerStaticAlt
  | replacementStatic                                                       # replacementStaticAlt
  // --- begin copy ---
  | copyStatic                                                              # copyStaticAlt
  // --- end copy ---
  // --- begin amounts3 ---
  | amountsStatic                                                           # amountsStaticAlt
  // --- end amounts3 ---
  ;
// --- begin amounts3 ---
// "~ enters the battlefield with N counters on it if <condition>" (614.1c): the
// condition is checked as it enters, like "If <condition>, it enters ..." (one rule
// of its own: staticAbility is near the C++ runtime's ~31 alternatives).
amountsStatic
  : SELF enters 'with' amount counterKind ('counter' | 'counters') 'on' 'it' 'if' condition # entersWithCountersIf
  // rules17: "~ can't have more than seven dream counters on it" (704.5r): a rule of
  // its own here, staticAbility being near the C++ runtime's ~31 alternatives.
  | SELF ('can\'t' | 'cannot') 'have' 'more' 'than' amount counterKind ('counter' | 'counters') 'on' 'it' # counterLimit
  // effects6: converge (601.2h, 702.44b): "~ enters the battlefield with a +1/+1 counter on
  // it for each color of mana spent to cast it" (the colours the permanent's spell was paid with).
  | SELF enters 'with' amount counterKind ('counter' | 'counters') 'on' 'it' 'for' 'each' 'color'
      'of' 'mana' 'spent' 'to' 'cast' 'it'                                          # entersWithCountersPerColor
  ;
// Mana of a number (106.1, 106.4): "add two mana of any one color" (one colour
// chosen for all of it), "add X mana in any combination of colors" and "... of
// {R} and/or {G}" (the colour of each mana chosen on its own).
amountsEffect
  : 'add' amount 'mana' 'of' 'any' 'one' 'color'                            # addManaAnyOne
  | 'add' amount 'mana' 'in' 'any' 'combination' 'of' ('colors' | manaSymbols 'and' '/' 'or' manaSymbols) # addManaCombination
  // "If this spell was kicked, it deals 4 damage to that permanent or player instead":
  // the damage dealt before, changed (608.2c); the builder joins it to the effect before.
  | 'if' condition COMMA subject ('deals' | 'deal') amount 'damage' 'to'
      ('that' 'permanent' 'or' 'player' | recipient) 'instead'               # damageInstead
  // --- begin library5: restricted mana (106.6) ---
  // "Spend this mana only to cast creature spells": the builder joins it to the
  // "Add ..." before it; the mana can pay only for spells the description matches.
  | 'spend' 'this' 'mana' 'only' 'to' 'cast' ('a' | 'an')? description      # spendManaOnly
  // --- end library5 ---
  ;
// --- end amounts3 ---
// --- begin copy ---
// Entering as a copy (707.5, 614.1c); a rule of its own: staticAbility is at the C++
// runtime's ~31 alternatives.
copyStatic
  // "You may have ~ enter the battlefield as a copy of any creature on the battlefield"
  // (the text reaches the parser as "enter as a copy": WordingUpdates.cpp, 2020 wording)
  : 'you' 'may' 'have' SELF 'enter' ('the' 'battlefield')? 'as' 'a' 'copy' 'of' 'any' description copyException? # enterAsCopy
  // "Creatures you control enter the battlefield as a copy of ~"
  | objectPhrase ('enter' | 'enters') ('the' 'battlefield')? 'as' 'a' 'copy' 'of' SELF # othersEnterAsCopy
  ;
// --- end copy ---
// --- begin cda ---
// Characteristic-defining abilities and counters a permanent enters with
// (one rule of its own: staticAbility is near the C++ runtime's ~31 alternatives).
cdaStatic
  // 604.3: "~'s toughness is equal to ..." (printed N/*), and "~'s power is equal
  // to ... and its toughness is equal to that number plus N" (printed */N+*).
  : SELF '\'s' 'toughness' 'is' 'equal' 'to' amountExpr                  # definedToughness
  | SELF '\'s' 'power' 'is' 'equal' 'to' amountExpr 'and' 'its' 'toughness' 'is' 'equal' 'to'
      'that' 'number' 'plus' amount                                         # definedPTPlus
  // 614.1c: "with a +1/+1 counter on it for each ...", "with a number of +1/+1
  // counters on it equal to ...", "tapped with two charge counters on it".
  | SELF enters 'with' amount counterKind ('counter' | 'counters') 'on' 'it' forEach # entersWithCountersForEach
  | SELF enters 'with' 'a' 'number' 'of' counterKind 'counters' 'on' 'it' 'equal' 'to' amountExpr # entersWithCountersEqual
  | SELF enters 'tapped' 'with' amount counterKind ('counter' | 'counters') 'on' 'it' # entersTappedWithCounters
  ;
// --- end cda ---
// Rules of the game changed for players: what spells cost (601.2f), what
// players can't do (101.2: a "can't" beats a "can"), steps they skip (614.1b).
playerRule
  : spellSet ('you' 'cast' | 'your' 'opponents' 'cast')? ('that' 'target' objectPhrase)?
      'cost' manaSymbols ('more' | 'less') 'to' 'cast'                      # spellCostRule
  // --- begin effects5 (issue 14): this spell's own cost (113.6d, 601.2f): "This spell
  // costs {1} less to cast if you control a Wizard", "~ costs {1} less to cast for each
  // artifact you control" ---
  | (SELF | 'this' 'spell') 'costs' manaSymbols 'less' 'to' 'cast' ('if' condition | forEach) # selfCostLessRule
  // --- end effects5 ---
  // --- keywords7 --- strive (207.2c, 601.2f): "This spell costs {2}{U} more to cast for each target beyond the first."
  | 'this' 'spell' 'costs' manaSymbols 'more' 'to' 'cast' 'for' 'each' 'target' 'beyond' 'the' 'first' # costsMorePerTargetRule
  | ('players' | 'your' 'opponents') ('can\'t' | 'cannot') playerAction     # cantRule
  | 'skip' 'your' 'draw' 'step'                                             # skipDrawRule
  | ('you' 'have' | 'players' 'have') 'no' 'maximum' 'hand' 'size'         # noMaxHandSizeRule // 402.2
  // --- begin cast ---
  | 'you' 'may' 'cast' spellSet 'as' 'though' 'they' 'had' 'flash'         # castAsThoughFlashRule // 601.3b
  | 'you' 'may' 'play' ('an' | amount) 'additional' ('land' | 'lands') 'on' 'each' 'of' 'your' 'turns' # additionalLandsRule // 305.2
  // --- end cast ---
  // --- begin library ---
  | 'you' 'may' 'cast' SELF 'as' 'though' 'it' 'had' 'flash'
      ('if' 'you' 'pay' manaSymbols 'more' 'to' 'cast' 'it')?              # castSelfAsThoughFlashRule // 601.3b, 601.2f
  // --- end library ---
  ;
// "instant and sorcery spells", "Kithkin spells and Soldier spells": spells of either description.
spellSet : description ('and' description)? ;
playerAction
  : 'draw' 'cards'                                                          # cantDrawAction
  | 'gain' 'life'                                                           # cantGainLifeAction
  | 'play' 'lands'                                                          # cantPlayLandsAction
  | 'search' 'libraries'                                                    # cantSearchAction
  | 'cast' description ('during' 'your' 'turn')?                            # cantCastAction
  ;
// Combat requirements and restrictions (CR 508.1c-d, 509.1b-c) that are not
// "can't attack/block" (combatRestriction).
combatRule
  : ('attacks' | 'attack') 'each' 'combat' 'if' 'able'                      # attacksEachCombatRule
  | ('blocks' | 'block') 'each' 'combat' 'if' 'able'                        # blocksEachCombatRule
  | ('attacks' 'or' 'blocks' | 'attack' 'or' 'block') 'each' 'combat' 'if' 'able' # attacksOrBlocksEachCombatRule
  | 'must' 'be' 'blocked' 'if' 'able'                                       # mustBeBlockedRule
  | 'can' 'block' 'only' 'creatures' 'with' 'flying'                        # canBlockOnlyFlyingRule
  | 'can' 'block' 'an' 'additional' 'creature' 'each' 'combat'              # canBlockAdditionalRule
  | ('can\'t' | 'cannot') 'be' 'blocked' 'by' 'more' 'than' 'one' 'creature' # blockedByOneRule
  // Restrictions with a description or a condition (509.1b, 508.1c), checked
  // as attackers or blockers are declared.
  | ('can\'t' | 'cannot') 'be' 'blocked' 'except' 'by' blockerDescription  # blockedOnlyByRule
  | ('can\'t' | 'cannot') 'be' 'blocked' 'by' blockerDescription           # notBlockedByRule
  | ('can\'t' | 'cannot') ('attack' | 'block') 'unless' condition          # onlyIfRule
  ;
// "artifact creatures and/or white creatures": a creature matching either.
blockerDescription : description ('and' '/' 'or' description)? ;
// The same for the rest of the turn, from a resolving spell or ability.
combatEffect
  : objectPhrase 'must' 'be' 'blocked' 'this' 'turn' 'if' 'able'           # mustBeBlockedEffect
  | objectPhrase 'can' 'block' 'an' 'additional' 'creature' 'this' 'turn'  # blockAdditionalEffect
  | 'all' 'creatures' 'able' 'to' 'block' objectPhrase 'this' 'turn' 'do' 'so' # lureEffect
  // --- begin rules15 ---
  // "Target creature blocks this turn if able" (509.1c), "... attacks this turn if able" (508.1d)
  | objectPhrase 'attacks' 'this' 'turn' 'if' 'able'                       # attacksThisTurnEffect
  | objectPhrase 'blocks' 'this' 'turn' 'if' 'able'                        # blocksThisTurnEffect
  // --- end rules15 ---
  ;
fromZone : 'from' 'anywhere' | 'from' zoneRef ;

// ---------------------------------------------------------------- effects
effectSentences : effectSentence+ ;
// library5: "At the beginning of the next end step, return it ..." (nextStep first): a
// delayed triggered ability (603.7a) of the sentence's one effect.
// effects6: "Scry X, where X is ..., then draw three cards": the definition may follow the
// first effect (midWhereX) as well as end the sentence; either defines the sentence's X.
effectSentence : ('then' | ifYouDo)? (nextStep COMMA)? effect forEach? midWhereX? ((COMMA? 'then' | COMMA 'and' | 'and') effect forEach?)* whereX? sentenceEnd ;
midWhereX : whereX ; // effects6
// "If you do, ...": the sentence happens only if the optional action of the
// sentence before was done (608.2c); "If you don't, ..." only if it wasn't.
ifYouDo : 'if' 'you' ('do' | 'don\'t') COMMA
  // --- begin trig2 ---
  | 'if' 'you' ('win' | 'lose') 'the' 'flip' COMMA   // 705.1: after "flip a coin"
  // --- end trig2 ---
  | 'if' 'you' 'win' COMMA                          // --- keywords6 --- 701.23d: after "clash with an opponent"
  ;
// A sentence ending in a quoted ability ends with the period inside the quotes:
// `has "{T}: Add {C}."` (the quoted ability's own sentence ends it).
sentenceEnd : PERIOD | {_input->LA(-1) == QUOTE}? ;
// An ability inside quotation marks is one an object has or gains (CR 113.1a,
// 613.1f); "this creature" in it is the object that has it.
quotedAbility : QUOTE ability QUOTE ;
// What a static ability gives besides a P/T change: keywords and/or one quoted ability.
grantList : keywordList | quotedAbility | keywordList 'and' quotedAbility ;
// "for each artifact you control": the effect's numbers are multiplied by a count.
forEach : 'for' 'each' (description | countersOnEach) ;
// "for each +1/+1 counter on ~", "for each charge counter on it" (122.1).
countersOnEach : counterKind 'counter' 'on' objectPhrase ;
// Effects, in three rules (the ANTLR C++ runtime mis-predicts rules of more
// than ~31 alternatives): what players do, what moves objects, the rest.
effect
  : subject ('deals' | 'deal') (amount 'damage' | 'damage' equalTo) 'to' recipient # dealDamage
  | subject ('deals' | 'deal') 'damage' 'to' recipient equalTo              # dealDamageEqualAfter
  | subject ('deals' | 'deal') amount 'damage' 'to' recipient 'and' amount 'damage' 'to' recipient # dealDamageTwice
  // --- begin dmg ---
  | subject ('deals' | 'deal') amount 'damage' 'divided' 'as' 'you' 'choose' 'among' dividedAmong # dealDamageDivided // 601.2d
  // --- end dmg ---
  | 'add' manaSymbols                                                       # addMana
  // effects5: "Two target creatures each get +2/+2" ("each" after several targets: the same meaning)
  | objectPhrase 'each'? ('gets' | 'get') PT_MOD duration                   # modifyPT
  | objectPhrase 'each'? ('gets' | 'get') PT_MOD 'and' ('gains' | 'gain') keywordList duration # pumpAndGain
  | 'add' manaSymbols (COMMA manaSymbols)* COMMA? 'or' manaSymbols          # addManaChoice
  | 'add' amount 'mana' 'of' 'any' 'color'                                  # addManaAny
  // --- begin aschoose: the colour chosen as the source entered (614.12) ---
  | 'add' 'one' 'mana' 'of' 'the' 'chosen' 'color'                          # addManaChosen
  // --- end aschoose ---
  | 'you' 'may' 'have'? effect                                              # mayEffect
  // effects7: or "unless you return an Island you control to its owner's hand" (unlessAction)
  | effect 'unless' (('you' | 'its' 'controller' | 'they') ('pay' | 'pays') manaSymbols | unlessAction) # unlessPays // dmg3: 'they'
  | effect nextStep                                                         # delayedAfter
  | playerSubject? ('create' | 'creates') amount tokenDescription            # createToken
  | objectPhrase 'each'? ('gains' | 'gain') keywordList duration            # gainKeyword
  | objectPhrase ('gains' | 'gain') quotedAbility duration                  # gainAbility
  | duration COMMA objectPhrase ('gains' | 'gain') quotedAbility            # gainAbility
  | ('it' 'has' | 'they' 'have' | 'they' 'each' 'have') quotedAbility       # tokensHave
  | objectPhrase 'can\'t' combatRestriction 'this' 'turn'                  # cantBlockEffect
  | ('it' | 'they') 'can\'t' 'be' 'regenerated'                            # cantBeRegenerated
  // rules17: "Until end of turn, target land becomes a 3/3 creature that's still a land"
  // (613.6): the duration before it too (one alternative: this rule is long).
  | (duration COMMA)? objectPhrase ('becomes' | 'become') becomesDescription duration? # becomes
  | 'it\'s' 'still' ('a' | 'an') typeWord                                 # stillType
  | 'put' amount counterKind ('counter' | 'counters') 'on' objectPhrase     # putCounters
  | 'gain' 'control' 'of' objectPhrase duration?                            # gainControl
  | playerEffect                                                            # playerEffectAlt
  | zoneEffect                                                              # zoneEffectAlt
  | preventEffect                                                           # preventEffectAlt
  // --- begin prevent ---
  | preventNextChosen                                                       # preventNextChosenAlt
  // --- end prevent ---
  | libraryEffect                                                           # libraryEffectAlt
  | combatEffect                                                            # combatEffectAlt
  | variantEffect                                                           # variantEffectAlt
  | layerEffect                                                             # layerEffectAlt
  // --- begin copy ---
  | copyEffect                                                              # copyEffectAlt
  // --- begin choices ---
  | choiceEffect                                                            # choiceEffectAlt
  // --- end choices ---
  // --- end copy ---
  // --- begin amounts3 ---
  | amountsEffect                                                           # amountsEffectAlt
  // --- end amounts3 ---
  | 'if' condition COMMA effect                                             # ifEffect // 608.2c
  // --- begin trig2 ---
  | 'flip' 'a' 'coin'                                                       # flipCoinEffect // 705.1
  | 'you' 'get' 'an' 'emblem' 'with' quotedAbility                         # emblemEffect // 114.1
  // --- end trig2 ---
  ;
// --- begin effects7 ---
// "... unless you return an untapped Island you control to its owner's hand", "... unless
// you discard a land card", "... unless they sacrifice a creature" (118.12a): an action
// the player may do instead of letting the effect happen.
unlessAction : ('you' | 'they') unlessCost ;
unlessCost
  : 'return' objectPhrase 'to' 'its' 'owner\'s' 'hand'                    # unlessReturn
  | 'sacrifice' objectPhrase                                               # unlessSacrifice
  | 'discard' amount ('card' | 'cards') ('at' 'random')?                   # unlessDiscard
  | 'discard' ('a' | 'an') description                                     # unlessDiscardMatching
  ;
// --- end effects7 ---
// --- begin choices ---
// A choice made as a spell or ability resolves (608.2d): "Choose a color.",
// read by "the chosen color", "of that type", "that player" after it.
choiceEffect
  : 'choose' enterChoice                                                    # chooseOnResolution
  | 'choose' objectPhrase                                                   # chooseTarget // 601.2c: "Choose target creature."
  | 'clash' 'with' 'an' 'opponent'                                          # clashEffect // --- keywords6 --- 701.23b
  ;
// --- end choices ---
// --- begin copy ---
// Copies (707, layer 1) and control (613.1b, layer 2) from text.
copyEffect
  : playerSubject? ('create' | 'creates') 'a' 'token' 'that\'s' 'a' 'copy' 'of' objectPhrase copyException? # createTokenCopy // 111.2, 707.2
  | 'populate'                                                              # populate        // 701.30
  | 'copy' objectPhrase 'twice'? (PERIOD 'you' 'may' 'choose' 'new' 'targets' 'for' 'the' ('copy' | 'copies'))? # copySpell // 707.10, 707.10c
  | playerSubject ('gains' | 'gain') 'control' 'of' objectPhrase            # giveControl     // 613.1b
  ;
// "except it's an artifact in addition to its other types" (707.9b).
copyException
  : COMMA? 'except' 'that'? 'it\'s' ('a' | 'an') typeWord ('and' ('a' | 'an')? typeWord)? 'in' 'addition' 'to' 'its' 'other' 'types' ;
// --- end copy ---
// Effects of casual-variant cards: abandoning an ongoing scheme (701.26).
variantEffect
  : 'abandon' 'this' 'scheme'                                               # abandonScheme
  ;
// Prevention effects (CR 615) of a resolving spell or ability: always "this
// turn" (a static ability's have no duration, see preventStatic).
preventEffect
  : 'prevent' ('all' | 'the' 'next' amount) 'combat'? 'damage' 'that' 'would' 'be' 'dealt' damageWhom? 'this' 'turn'
  // --- begin dmg2 ---
  // The same effects with "this turn" earlier (615): "... dealt this turn by
  // attacking creatures", "... dealt to you this turn by creatures with flying".
  | 'prevent' ('all' | 'the' 'next' amount) 'combat'? 'damage' 'that' 'would' 'be' 'dealt' 'this' 'turn' damageWhom
  | 'prevent' ('all' | 'the' 'next' amount) 'combat'? 'damage' 'that' 'would' 'be' 'dealt' 'to' preventRecipient
      'this' 'turn' 'by' (sourcesPhrase | objectPhrase)
  // --- end dmg2 ---
  ;
// --- begin prevent ---
// "The next time a [red] source of your choice would deal damage [to you] this
// turn, prevent that damage." (615.7: used up once; 609.7a: the source is chosen
// on resolution). "to any target": any permanent or player, not a target.
preventNextChosen
  : 'the' 'next' 'time' ('a' | 'an') (colorWord ('or' colorWord)? | typeWord)? 'source'
    'of' 'your' 'choice' 'would' 'deal' 'damage' preventNextWhom? 'this' 'turn' COMMA
    'prevent' 'that' 'damage' ;
preventNextWhom : 'to' ('you' | 'any' 'target' | objectPhrase) ;
// --- end prevent ---
// Whose damage: dealt to them, by them, or both ("to and dealt by").
damageWhom
  : 'to' 'and' 'dealt' 'by' objectPhrase                                    # toAndByWhom
  | 'to' preventRecipient ('by' objectPhrase)?                              # toWhom
  | 'by' objectPhrase                                                       # byWhom
  // --- begin prevent ---
  | 'to' preventRecipient 'by' sourcesPhrase                                # toWhomBySources
  | 'by' sourcesPhrase                                                      # bySources
  // --- end prevent ---
  ;
// --- begin prevent ---
// "by artifact sources", "by sources of the chosen color" (609.7: a source is
// any object dealing damage, a spell as well as a permanent).
sourcesPhrase : (colorWord | typeWord)? 'sources' ('of' 'the' 'chosen' 'color')? ;
// --- end prevent ---
preventRecipient : recipient | 'players' ;
// --- begin dmg ---
// The targets damage is divided among (601.2d): "one or two targets", "one, two,
// or three target creatures", "any number of target attacking creatures".
dividedAmong
  : ('one' COMMA 'two' COMMA 'or' 'three' | 'one' 'or' 'two' | 'any' 'number' 'of') ('targets' | 'target' description) ;
// --- end dmg ---
playerEffect
  : playerSubject? ('draw' | 'draws') (amount ('card' | 'cards') | 'cards' equalTo) # draw
  | 'scry' amount                                                           # scry
  | 'surveil' amount                                                        # surveil     // 701.42
  // --- begin keywords --- keyword actions (701.33a, 701.43a, 701.31a, 701.27a)
  | 'bolster' amount                                                        # bolster
  | 'adapt' amount                                                          # adapt
  | 'monstrosity' amount                                                    # monstrosity
  | 'proliferate'                                                           # proliferate
  // --- end keywords ---
  | 'you' 'get' manaSymbols REMINDER?                                       # getEnergy   // "you get {E}{E} (two energy counters)" (107.14)
  | playerSubject? ('mill' | 'mills') amount ('card' | 'cards')             # mill
  | playerSubject? ('put' | 'puts') 'the' 'top' ('card' | amount ('card' | 'cards')) 'of' ('your' | 'their') 'library' 'into' ('your' | 'their') 'graveyard' # millOld
  | playerSubject? ('discard' | 'discards') amount ('card' | 'cards') ('at' 'random')? # discard
  | playerSubject? ('discard' | 'discards') ('your' | 'their') 'hand'      # discardHand
  | playerSubject 'reveals' 'their' 'hand' PERIOD 'you' 'choose' ('a' | 'an') description 'from' 'it' PERIOD
      'that' 'player' 'discards' 'that' 'card'                                # revealChooseDiscard
  | playerSubject? ('shuffle' | 'shuffles') ('your' | 'their') 'graveyard' 'into' ('your' | 'their') 'library' # shuffleGraveyard
  | playerSubject? ('gain' | 'gains') (amount 'life' | 'life' equalTo)     # gainLife
  | playerSubject? ('lose' | 'loses') (amount 'life' | 'life' equalTo)     # loseLife
  | 'pay' manaSymbols                                                       # payMana
  // --- begin dmg2 ---
  // "you gain that much life": as much as the triggering event's amount (603.2)
  | playerSubject? ('gain' | 'gains' | 'lose' | 'loses') 'that' 'much' 'life' # thatMuchLife
  // --- end dmg2 ---
  | playerSubject? ('take' | 'takes') 'an' 'extra' 'turn' 'after' 'this' 'one' # extraTurn
  | 'venture' 'into' 'the' 'dungeon'                                        # venture  // dungeon (701.46)
  ;
zoneEffect
  : playerSubject? ('sacrifice' | 'sacrifices') objectPhrase                # sacrifice
  | 'counter' objectPhrase                                                  # counterSpell
  | 'regenerate' objectPhrase                                               # regenerate
  | 'shuffle' ('your' 'library')?                                           # shuffle
  | 'destroy' objectPhrase                                                  # destroy
  | 'exile' objectPhrase                                                    # exile
  // --- begin zones2 ---
  | 'exile' objectPhrase 'until' SELF 'leaves' 'the' 'battlefield'          # exileUntilLeaves // 610.3a
  | 'attach' objectPhrase 'to' objectPhrase                                 # attachEffect // 701.3a
  // --- end zones2 ---
  | 'return' objectPhrase 'to' ('its' | 'their' | 'your') ('owner\'s' | 'owners\'')? ('hand' | 'hands') # bounce
  | ('return' | 'put') objectPhrase ('to' | 'onto') 'the' 'battlefield' (underControl | ownersControl)? 'tapped'? # toBattlefield
  | 'put' objectPhrase 'on' ('top' | 'the' 'bottom') 'of' (('its' | 'their') ('owner\'s' | 'owners\'') | 'your') ('library' | 'libraries') # onTopOfLibrary
  | 'tap' objectPhrase                                                      # tapEffect
  | 'tap' 'or' 'untap' objectPhrase                                         # tapOrUntapEffect
  | 'untap' objectPhrase                                                    # untapEffect
  // --- begin rules15 ---
  // "Counter target spell. If that spell is countered this way, exile it instead of
  // putting it into its owner's graveyard." (a self-replacement effect, 614.15)
  | 'counter' objectPhrase PERIOD 'if' 'that' 'spell' 'is' 'countered' 'this' 'way' COMMA
      ('exile' 'it' 'instead' 'of' 'putting' 'it' 'into' 'its' 'owner\'s' 'graveyard'
      | 'put' 'it' 'into' 'its' 'owner\'s' 'hand' 'instead' 'of' 'into' 'that' 'player\'s' 'graveyard') # counterSpellInstead
  | objectPhrase ('doesn\'t' | 'don\'t') 'untap' 'during' ('its' 'controller\'s' | 'your' | 'their' 'controllers\'')
      'next' 'untap' ('step' | 'steps')                                     # doesntUntapNext // 502.3
  // --- end rules15 ---
  // --- begin dfc ---
  | 'transform' objectPhrase                                                # transformEffect // 701.28a
  // --- end dfc ---
  // --- begin dmg2 ---
  // "If a creature dealt damage this way would die this turn, exile it instead."
  // A replacement effect the resolving spell creates until end of turn (614.1a).
  | 'if' 'a' 'creature' 'dealt' 'damage' 'this' 'way' 'would' 'die' 'this' 'turn' COMMA
      'exile' 'it' 'instead'                                                # exileIfDiesThisWay
  | redirectEffect                                                          # redirectEffectAlt
  | 'remove' amount counterKind ('counter' | 'counters') 'from' objectPhrase # removeCounters // 122.1
  // --- end dmg2 ---
  ;
// --- begin dmg2 ---
// Redirection effects (614.9): "The next 1 damage that would be dealt to ~ this
// turn is dealt to target creature you control instead."
redirectEffect
  : ('the' 'next' amount | 'all') 'damage' 'that' 'would' 'be' 'dealt'
    ('to' recipient 'this' 'turn' | 'this' 'turn' 'to' recipient) 'is' 'dealt' 'to' recipient 'instead' ;
// --- end dmg2 ---
// ------------------------------------------------ library manipulation
// (issue 14, the library family: kept in one block for merges.)
// Looking at the top cards of a library (701.16d) and putting them in zones;
// the chosen cards and the rest each have their own destination. The
// sentences after the first period belong to the same effect. Revealing
// (701.16a) is the same action, shown to every player.
libraryEffect
  : lookAtTop COMMA 'then' 'put' 'them' 'back' 'in' 'any' 'order'          # lookReorder
  | lookAtTop (PERIOD | COMMA 'then') 'put' lookCount 'of' ('them' | 'those' 'cards') lookDestination
      'and' 'the' ('rest' | 'other') 'back'? restDestination                # lookPut
  // library2: "Reveal the top five cards of your library. You may put a creature
  // card from among them into your hand. Put the rest into your graveyard." (701.16a)
  | (lookAtTop | revealTop) PERIOD 'you' 'may' ('reveal' ('a' | 'an') description 'from' 'among' 'them' 'and' 'put' 'it'
      | 'put' ('a' | 'an') description 'from' 'among' 'them') lookDestination
      PERIOD 'then'? 'put' 'the' 'rest' restDestination                     # lookMayPut
  | lookAtTop                                                               # lookOnly
  // "Reveal the top three cards of your library. Put all creature cards
  // revealed this way into your hand and the rest into your graveyard."
  | revealTop PERIOD 'put' 'all' description 'revealed' 'this' 'way' lookDestination
      'and' 'the' 'rest' restDestination                                    # revealPutAll
  // "Reveal the top card of your library. If it's a land card, (you may)
  // put it into your hand. (Otherwise, put it into your graveyard.)"
  | revealTop PERIOD 'if' 'it\'s' ('a' | 'an') description COMMA ('you' 'may')? 'put' itOrThatCard lookDestination
      (PERIOD 'otherwise' COMMA 'put' itOrThatCard restDestination)?        # revealIfPut
  // "Look at the top card of your library. You may put that card into your graveyard."
  | lookAtTop PERIOD 'you' 'may' 'put' 'that' 'card' lookDestination        # lookMayPutTopCard
  // zones6: "Look at the top card of target player's library. You may put that card
  // into their graveyard." (the card's owner's graveyard, 404.1)
  | lookAtTop PERIOD 'you' 'may' 'put' 'that' 'card' 'into' ('their' | 'that' 'player\'s') 'graveyard' # lookMayPutTheirs
  // search8: "... and exile them" (406.2): the found cards go to exile
  | playerSubject? ('search' | 'searches') ('your' | 'their') 'library' 'for' searchCount description
      (COMMA? 'and'? 'reveal' searchedRef)? COMMA? 'and'? ('put' searchedRef searchDestination | 'exile' searchedRef) # search
  // "Search your library for a Goblin card, reveal it, then shuffle and put
  // that card on top." (701.19, 701.20): the card is found, the rest shuffled.
  | 'search' 'your' 'library' 'for' amount description (COMMA 'reveal' searchedRef)? COMMA 'then'
      'shuffle' ('your' 'library')? 'and' 'put' searchedRef 'on' 'top' ('of' 'it')? # searchToTop
  // --- begin library2 ---
  // "Search your library for an instant card and reveal that card. Shuffle your
  // library, then put the card on top of it." (701.19, 701.20a): the same search.
  | 'search' 'your' 'library' 'for' searchCount description 'and' 'reveal' searchedRef PERIOD
      'shuffle' 'your' 'library' COMMA 'then' 'put' ('the' 'card' | searchedRef) 'on' 'top' 'of' 'it'
      ('in' 'any' 'order')? # searchRevealThenTop
  // --- end library2 ---
  // --- begin library ---
  // "Exile the top card of your library. Until end of turn, you may play that
  // card." (406.2, 601.3, 305.2): the exile and the permission are two effects;
  // "that card" is what the first exiled (608.2c).
  | 'exile' 'the' 'top' ('card' | amount 'cards') 'of' 'your' 'library'     # exileTopOfLibrary
  | playUntil COMMA 'you' 'may' ('play' | 'cast') exiledThisWay             # mayPlayExiled
  | 'you' 'may' ('play' | 'cast') exiledThisWay 'this' 'turn'               # mayPlayExiledThisTurn
  | 'you' 'may' 'play' ('an' 'additional' 'land' | 'up' 'to' amount 'additional' 'lands') 'this' 'turn' # additionalLandThisTurn // 305.2
  // "Reveal cards from the top of your library until you reveal a creature card. Put
  // that card into your hand and the rest on the bottom of your library in a random
  // order." (701.16a): the first card that matches and where the others go.
  | 'reveal' 'cards' 'from' 'the' 'top' 'of' 'your' 'library' 'until' 'you' 'reveal' ('a' | 'an') description
      PERIOD 'put' 'that' 'card' lookDestination 'and' revealUntilRest     # revealUntil
  // --- end library ---
  // --- begin zones6 ---
  | zones6Effect                                                            # zones6EffectAlt
  // --- end zones6 ---
  ;
// --- begin zones6 (issue 14): casting during resolution and revealing until ---
zones6Effect
  // "You may cast a card with mana value 4 or less from your hand without paying
  // its mana cost." (608.2g: cast while the effect resolves; 118.9: an alternative cost)
  : 'cast' objectPhrase 'without' 'paying' 'its' 'mana' 'cost'              # castWithoutPaying
  // "Target player reveals cards from the top of their library until they reveal a
  // land card, then puts those cards into their graveyard." (701.16a)
  | playerSubject 'reveals' 'cards' 'from' 'the' 'top' 'of' 'their' 'library' 'until' 'they' 'reveal'
      ('a' | 'an') description COMMA 'then' 'puts' 'those' 'cards' 'into' 'their' 'graveyard' # playerRevealsUntil
  // "Reveal cards from the top of your library until you reveal a nonland card, then
  // put all cards revealed this way into your hand." (701.16a)
  | 'reveal' 'cards' 'from' 'the' 'top' 'of' 'your' 'library' 'until' 'you' 'reveal' ('a' | 'an') description
      COMMA 'then' 'put' 'all' 'cards' 'revealed' 'this' 'way' 'into' 'your' ('hand' | 'graveyard') # revealUntilPutAll
  ;
// --- end zones6 ---
// "the top card", "the top three cards" of your or a target player's library.
lookAtTop : 'look' 'at' 'the' 'top' ('card' | amount ('card' | 'cards')) 'of' whoseLibrary 'library' ;
revealTop : 'reveal' 'the' 'top' ('card' | amount ('card' | 'cards')) 'of' 'your' 'library' ;
whoseLibrary : 'your' | 'target' ('player\'s' | 'opponent\'s') ;
lookCount : amount | 'any' 'number' ;
itOrThatCard : 'it' | 'that' 'card' ;
lookDestination
  : 'into' 'your' ('hand' | 'graveyard')
  | 'onto' 'the' 'battlefield'
  ;
restDestination
  : 'into' 'your' 'graveyard'                                                # restToGraveyard
  | 'into' 'your' 'hand'                                                     # restToHand
  | 'on' 'the' 'bottom' 'of' 'your' 'library' ('in' ('any' | 'a' 'random') 'order')? # restToBottom
  | 'on' 'top' 'of' 'your' 'library' 'in' 'any' 'order'                     # restToTop
  ;
// --- begin library ---
playUntil : 'until' 'end' 'of' 'turn' | 'until' 'the' 'end' 'of' 'your' 'next' 'turn' ;
exiledThisWay : 'that' 'card' | 'those' 'cards' | 'cards' 'exiled' 'this' 'way' | 'it' | 'them' ;
revealUntilRest
  : 'the' 'rest' restDestination
  | 'put'? 'all' 'other' 'cards' 'revealed' 'this' 'way' restDestination
  | 'exile' 'all' 'other' 'cards' 'revealed' 'this' 'way'
  ;
// --- end library ---
// ------------------------------------------- end of library manipulation
duration : 'until' 'end' 'of' 'turn' ;
// A delayed triggered ability (603.7): it triggers once, when that step next begins.
nextStep : 'at' 'the' 'beginning' 'of' 'the' 'next' ('end' 'step' | 'turn\'s' 'upkeep')
         | 'at' 'end' 'of' 'combat' ;   // 511.2
combatRestriction : 'attack' | 'block' | 'attack' 'or' 'block' | 'be' 'blocked' ;
searchedRef : 'it' | 'them' | 'that' 'card' | 'those' 'cards' ;
// --- begin search8 (issue 14): how many cards a search finds ---
// "a", "two", "up to three", "any number of" (701.19b: any number, so none is
// a legal choice too).
searchCount : amount | 'up' 'to' amount | 'any' 'number' 'of' ;
// --- end search8 ---
searchDestination
  : 'into' ('your' | 'their') 'hand'                    # searchToHand
  | 'onto' 'the' 'battlefield' 'tapped'?                # searchToBattlefield
  // --- begin library2 ---
  | 'into' ('your' | 'their') 'graveyard'               # searchToGraveyard
  // --- end library2 ---
  ;

// ---------------------------------------------------------------- layer effects (issue 15)
// Continuous effects of resolving spells and abilities (611.2c), in the layer
// they apply in: colour (5, 613.1e), abilities (6, 613.1f), base P/T (7b,
// 613.4b), switching (7d, 613.4d). Without a duration a colour change lasts
// indefinitely (611.2a).
layerEffect
  : objectPhrase ('becomes' | 'become') colorWord (('and' | COMMA) colorWord)* duration?  # becomesColor
  | objectPhrase ('becomes' | 'become') 'the' 'color' 'of' 'your' 'choice' duration?      # becomesChosenColor
  | objectPhrase ('loses' | 'lose') keywordList duration                                    # loseKeywords
  | objectPhrase ('loses' | 'lose') 'all' 'abilities' duration                              # loseAllAbilities
  | objectPhrase ('has' | 'have') 'base' 'power' 'and' 'toughness' PT duration             # hasBasePT
  | objectPhrase ('becomes' | 'become') ('a' | 'an')? PT duration                          # becomesPT
  | 'switch' switchWhose 'power' 'and' 'toughness' duration                                # switchPT
  // --- begin choices ---
  | objectPhrase ('gains' | 'gain') 'protection' 'from' 'the' 'chosen' 'color' duration   # gainChosenProtection // 702.16a
  // --- end choices ---
  // 613.6 example: "All noncreature artifacts become 2/2 artifact creatures until end of turn".
  | objectPhrase 'become' PT? tokenColors? SUBTYPE* tokenType* pluralTokenType duration?  # becomePlural
  // --- begin effects7 ---
  // "Target land becomes a Swamp [until end of turn].", "... becomes a Plains or an
  // Island until end of turn.", "... becomes the basic land type of your choice until
  // end of turn." (305.7, 613.1d)
  | objectPhrase ('becomes' | 'become') ('a' | 'an') SUBTYPE ('or' ('a' | 'an') SUBTYPE)* duration? # becomesLandType
  | objectPhrase ('becomes' | 'become') 'the' 'basic' 'land' 'type' 'of' 'your' 'choice' duration? # becomesChosenLandType
  // --- end effects7 ---
  ;
pluralTokenType : 'creatures' | 'artifacts' | 'enchantments' ;
// Whose power and toughness are switched: "target creature's", "~'s", "its".
switchWhose : 'target' possessiveNoun | possessor ;
// The same as static abilities (611.3a): "Enchanted creature is white.",
// "Creatures you control have base power and toughness 1/1.", "Nonbasic lands
// are Mountains." (305.7).
layerStatic
  : objectPhrase ('is' | 'are') colorWord (('and' | COMMA) colorWord)*                   # isColor
  | objectPhrase ('loses' | 'lose') keywordList                                           # staticLoseKeywords
  | objectPhrase ('loses' | 'lose') 'all' 'abilities'                                     # staticLoseAll
  | objectPhrase ('has' | 'have') 'base' 'power' 'and' 'toughness' PT                    # staticBasePT
  | objectPhrase ('is' | 'are') ('a' | 'an')? SUBTYPE                                    # isLandType
  // --- begin amounts2 ---
  | SELF 'isn\'t' ('a' | 'an') typeWord                                                  # isNotType // 205.1a
  // --- end amounts2 ---
  ;
// --- begin aschoose ---
// "As ~ enters the battlefield, choose a color." (614.12): part of how it
// enters, not a trigger. And static abilities that read the choice.
asEntersStatic
  : 'as' SELF enters COMMA 'choose' enterChoice                                         # asEntersChoose
  | objectPhrase ('have' | 'has') 'protection' 'from' 'the' 'chosen' 'color'            # protectionFromChosen
  // "..., you may pay 2 life. If you don't, ~ enters the battlefield tapped." (119.4, 614.1c)
  | 'as' SELF enters COMMA 'you' 'may' 'pay' amount 'life' PERIOD
      'if' 'you' 'don\'t' COMMA (SELF | 'it') enters 'tapped'                            # asEntersPayLife
  // "..., you may reveal a Goblin card from your hand. If you don't, ..." (701.16a)
  | 'as' SELF enters COMMA 'you' 'may' 'reveal' ('a' | 'an') description PERIOD
      'if' 'you' 'don\'t' COMMA (SELF | 'it') enters 'tapped'                            # asEntersReveal
  ;
enterChoice : 'a' 'color' | 'a' 'creature' 'type' | 'an' 'opponent' | 'a' 'player' ;
// --- end aschoose ---
// Replacement and prevention effects of static abilities (614.1, 615.1):
// "... instead" for entering the battlefield, drawing, gaining life, damage.
replacementStatic
  : objectPhrase ('enter' | 'enters') ('the' 'battlefield')? 'tapped'                   # othersEnterTapped
  | 'if' 'you' 'would' 'draw' 'a' 'card' COMMA effect (('and' | COMMA 'then') effect)* 'instead' # drawInstead
  | 'if' 'you' 'would' 'gain' 'life' COMMA 'you' 'gain'
      ('twice' 'that' 'much' 'life' | 'that' 'much' 'life' 'plus' amount) 'instead'     # gainLifeInstead
  // --- begin rules16 ---
  // "If you would gain life, draw that many cards instead." (614.1a; the 616.2
  // example): the gain is replaced by a draw of the event's amount.
  | 'if' 'you' 'would' 'gain' 'life' COMMA 'draw' 'that' 'many' 'cards' 'instead'      # gainLifeDrawInstead
  // --- end rules16 ---
  | 'if' 'a' ('source' | 'creature') ('you' 'control')? 'would' 'deal' 'damage'
      ('to' 'a' 'permanent' 'or' 'player')? COMMA 'it' 'deals' 'double' 'that' 'damage'
      ('to' 'that' 'permanent' 'or' 'player')? 'instead'                                # doubleDamage
  | 'if' 'a' 'source' 'would' 'deal' 'damage' 'to' objectPhrase COMMA
      'prevent' amount 'of' 'that' 'damage'                                              # preventSomeDamage
  | 'if' SELF 'would' 'die' COMMA
      ('exile' ('it' | SELF) | 'return' ('it' | SELF) 'to' 'its' 'owner\'s' 'hand') 'instead' # wouldDieInstead
  // --- begin dmg2 ---
  // "All damage that would be dealt to you is dealt to ~ instead" (614.9)
  | 'all' 'damage' 'that' 'would' 'be' 'dealt' 'to' recipient 'is' 'dealt' 'to' recipient 'instead' # redirectStatic
  // "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~." (615.1)
  | 'if' 'damage' 'would' 'be' 'dealt' 'to' objectPhrase COMMA 'prevent' 'that' 'damage' PERIOD effect # preventThenDo
  // --- end dmg2 ---
  // --- begin rules15 ---
  // Token doublers (614.1a, 111.1): "If an effect would create one or more tokens
  // [under your control], it creates twice that many of those tokens instead."
  | 'if' 'an' 'effect' 'would' 'create' 'one' 'or' 'more' 'tokens' ('under' 'your' 'control')? COMMA
      'it' 'creates' 'twice' 'that' 'many' 'of' 'those' 'tokens' 'instead'              # tokenDoubler
  // --- end rules15 ---
  ;

// ---------------------------------------------------------------- conditions
// Intervening "if" clauses (CR 603.4) and "as long as" (CR 611.3a).
condition
  : 'you' 'control' conditionCount                                           # youControl
  | 'you' 'have' amount 'or' ('more' | 'less' | 'fewer') 'life'              # lifeCompare
  | 'you' 'have' 'no' 'cards' 'in' 'hand'                                    # emptyHand
  | 'you' 'have' 'the' 'city\'s' 'blessing'                                 # citysBlessing // 702.131
  | 'you' 'have' amount 'or' ('more' | 'fewer') 'cards' 'in' 'hand'          # handSize
  | ('there' 'are')? amount 'or' 'more' ('card' | 'cards') ('are')? 'in' 'your' 'graveyard' # graveyardSize
  | 'it\'s' 'not'? 'your' 'turn'                                             # yourTurn
  | 'an' 'opponent' 'controls' conditionCount                                # opponentControls
  | 'you' 'attacked' 'with' 'a' 'creature' 'this' 'turn'                     # attackedThisTurn
  | 'a' 'permanent' 'you' 'controlled' 'left' 'the' 'battlefield' 'this' 'turn' # permanentLeftThisTurn
  | 'a' 'creature' 'died' 'this' 'turn'                                     # creatureDiedThisTurn // Morbid (700.4)
  | 'you' 'cast' 'it' 'from' 'your' 'hand'                                   # castFromHand
  | ('it' | SELF | 'this' 'spell') 'was' 'kicked'                            # kickedCondition // 702.33d
  // Only in a restriction on attacking (508.1c): the player it would attack.
  | 'defending' 'player' 'controls' conditionCount                           # defendingPlayerControls
  // ... and "attacking player" only in a restriction on blocking (509.1b).
  | 'you' 'control' 'more' typeWord 'than' ('defending' | 'attacking') 'player' # controlMoreThan
  // --- begin cast ---
  | 'you\'ve' 'been' 'attacked' 'this' 'step'                               # beenAttackedCondition // 506.2, 508.1
  // --- end cast ---
  // --- begin conditions ---
  // One comparison (issue 14): an object's state ("~ is attacking", "enchanted
  // creature is red", "it's untapped", "~ isn't a creature") or an amount ("~ has
  // three or more quest counters on it", "there are no depletion counters on ~").
  | conditionSubject ('is' | 'isn\'t') conditionState                       # isStateCondition
  | 'it\'s' 'not'? conditionState                                            # itIsStateCondition
  | conditionSubject 'has' conditionCounters 'on' 'it'                       # hasCountersCondition
  | 'there' 'are' conditionCounters 'on' SELF                                # countersOnSelfCondition
  // --- end conditions ---
  // --- begin amounts2 ---
  // A player the ability named before (608.2c): "if that player has no cards in
  // hand", "has two or fewer cards in hand", "has 5 or less life", "controls a
  // nonland permanent"; each a comparison of an amount (issue 14).
  | 'that' 'player' 'has' 'no' 'cards' 'in' 'hand'                            # thatPlayerEmptyHand
  | 'that' 'player' 'has' amount 'or' ('more' | 'fewer') 'cards' 'in' 'hand'  # thatPlayerHandSize
  | 'that' 'player' 'has' amount 'or' ('more' | 'less') 'life'                # thatPlayerLife
  | 'that' 'player' 'controls' conditionCount                                 # thatPlayerControls
  // Delirium (207.2c): "there are four or more card types among cards in your graveyard".
  | 'there' 'are' amount 'or' 'more' 'card' 'types' 'among' description      # cardTypesAmongCondition
  // "there are three or more instant and/or sorcery cards in your graveyard",
  // "there are four or more creatures on the battlefield" (spell mastery).
  | 'there' 'are' amount 'or' 'more' description                              # thereAreCondition
  // 601.2i: "if no spells were cast last turn", "if a player cast two or more
  // spells last turn" (werewolves' transform condition).
  | 'no' 'spells' 'were' 'cast' 'last' 'turn'                                 # noSpellsLastTurnCondition
  | 'a' 'player' ('cast' | 'casts') amount 'or' 'more' 'spells' 'last' 'turn' # playerCastSpellsLastTurnCondition
  // 700.5: "your devotion to white and black is less than seven".
  | 'your' 'devotion' 'to' colorWord ('and' colorWord)? 'is' 'less' 'than' amount # devotionCondition
  // --- end amounts2 ---
  // --- triggers7 --- "if {R} was spent to cast ~" (601.2h): the colour of the mana paid (30th alternative)
  | MANA_SYMBOL 'was' 'spent' 'to' 'cast' ('it' | SELF | 'this' 'spell')        # manaSpentCondition
  ;
// --- begin conditions ---
conditionSubject : SELF | 'it' | ('enchanted' | 'equipped') typeWord
                 | 'that' typeWord // amounts2: "if that creature is a Zombie" (a target named before)
                 ;
conditionState
  : adjective ('or' adjective)?
  | ('a' | 'an') typeTerm ('or' ('a' | 'an') typeTerm)?
  ;
conditionCounters
  : ('a' | 'an') counterKind 'counter'
  | amount 'or' 'more' counterKind 'counters'
  | 'no' counterKind 'counters'
  ;
// --- end conditions ---
conditionCount
  // "you control a Mountain or a Plains": either description, the article repeated (a checkland)
  : ('a' | 'an')? description ('or' ('a' | 'an') description)?
  | amount 'or' ('more' | 'fewer') description
  | 'no' description
  ;
tokenDescription
  : PT? tokenColors? (WORD | SUBTYPE)* tokenType+ ('token' | 'tokens')
    ('with' (keywordList | quotedAbility | keywordList 'and' quotedAbility))?
    ('named' tokenName)? ;  // search8: "a 3/1 red Beast creature token named Carnivore" (111.4)
// search8: a token's given name: words that are no grammar word ("Cloud Sprite").
tokenName : (WORD | SUBTYPE)+ ;
// What an object becomes (205.1a, 613.1d-e): "a 3/3 red Elemental creature
// with haste", "an artifact creature", "a 2/2 creature that's still a land".
becomesDescription
  : ('a' | 'an') PT? tokenColors? (WORD | SUBTYPE)* tokenType+ ('with' (keywordList | quotedAbility))?
    ('that\'s' 'still' ('a' | 'an') typeWord)? ;
tokenColors : colorWord (('and' | COMMA) colorWord)* | 'colorless' ;
tokenType : 'creature' | 'artifact' | 'enchantment' ;
counterKind : PT_MOD | WORD | 'time'
            | 'devotion' // amounts2: a word of the grammar now (700.5), still a counter kind
            ;

subject : SELF | 'it' | objectPhrase ;
playerSubject : 'you' | 'target' 'player' | 'target' 'opponent' | 'each' 'player'
              | 'each' 'other' 'player'              // dmg3: every player but you (102.1)
              | 'each' 'opponent' | 'that' 'player'
              | 'enchanted' 'player'                 // trig2: the player an Aura enchants (303.4)
              | 'defending' 'player'                 // dmg3: the player an attacking creature attacks (508.5)
              | possessor 'controller' ;             // "that creature's controller" (108.4)
recipient
  : 'any' 'target'                                     # anyTargetRecipient
  | 'target' 'player' 'or' 'planeswalker'              # playerOrPlaneswalkerRecipient
  // --- begin dmg ---
  | 'target' 'opponent' 'or' 'planeswalker'            # opponentOrPlaneswalkerRecipient // 115.4
  // "each of two targets", "each of up to two target creatures": one damage
  // event to several targets of one phrase (601.2c, 115.3, 120.3)
  | 'each' 'of' (amount | 'up' 'to' amount) ('targets' | 'target' description) # eachOfTargetsRecipient
  // --- end dmg ---
  | objectPhrase 'and' ('each' 'player' | 'each' 'opponent') # objectsAndPlayersRecipient
  | objectPhrase                                       # objectRecipient
  | playerSubject                                      # playerRecipient
  | 'each' 'opponent'                                  # eachOpponentRecipient
  // --- begin amounts2 ---
  | 'them'                                              # themRecipient // the player named before (608.2c)
  // --- end amounts2 ---
  // --- begin dmg3 ---
  // "each creature and each planeswalker": one damage event to each object of
  // either description (120.3), an object of both only once.
  | 'each' description 'and' 'each' description        # twoGroupsRecipient
  // "~ deals 2 damage to itself": the source (its subject) is dealt the damage.
  | 'itself'                                            # itselfRecipient
  // "... and 1 damage to another target": not the earlier target (115.3)
  | 'another' 'target'                                  # anotherAnyTargetRecipient
  // --- end dmg3 ---
  ;

// ---------------------------------------------------------------- objects
objectPhrase
  : SELF                                               # selfRef
  // --- begin zones2 ---
  | SELF 'from' 'your' 'graveyard'                     # selfFromGraveyard // 113.6m: functions there
  | 'the' 'exiled' ('card' | 'cards')                  # exiledCards // 607.2a: exiled by the source's abilities
  // --- end zones2 ---
  | 'this' typeWord                                    # selfRef2
  | ('enchanted' | 'equipped') (typeWord | SUBTYPE)    # attachedRef // "enchanted Equipment" (613.7a example)
  | 'that' typeWord                                    # thatRef
  | 'it'                                               # itRef
  // --- begin rules16 ---: the 615.11 example (105.2)
  | 'target' description 'and' 'each' description 'that' 'shares' 'a' 'color' 'with' 'it' # targetAndSharingColor
  // --- end rules16 ---
  | 'target' description                               # targetObject
  | 'another' 'target' description                     # anotherTargetObject
  | (amount | 'up' 'to' amount) 'target' description   # targetObjects
  | 'any' 'number' 'of' 'target' description           # anyNumberTargetObjects // effects5 (601.2c)
  | ('all' | 'each') description                       # allObjects
  | ('a' | 'an') description                           # indefiniteObject
  | description                                        # bareDescription
  ;
// "another creature", "instant or sorcery spell", "Goblins you control",
// "legendary Zombie creature card". A trailing noun shared by alternatives
// ("instant or sorcery *spell*") is hoisted by the builder.
description : ('another' | 'other')? (adjective 'or' adjective | adjective*) typeTerm (descriptionJoin adjective* typeTerm | andJoin andTerm)* withClause? controller? withClause? zoneSuffix? ;
// amounts2: "instant and/or sorcery cards", "Soldiers and Warriors", "artifacts,
// creatures, and lands": an object of any of the types (the AnyOf keeps the word).
// After "and" one noun and no adjective: "artifact creatures and/or white
// creatures" and "Kithkin spells and Soldier spells" are two descriptions.
descriptionJoin : COMMA? 'or' | COMMA ;
andJoin : COMMA? 'and' ('/' 'or')? ;
andTerm : typeWord+ | SUBTYPE ;
typeTerm : SUBTYPE+ typeWord* | typeWord+ ;
adjective : colorWord | 'nontoken' | 'tapped' | 'untapped' | 'token' | 'attacking' | 'blocking'
  | 'monstrous' // --- keywords --- 701.31b
          | 'nonblack' | 'nonwhite' | 'nonblue' | 'nonred' | 'nongreen' | 'nonartifact' | 'noncreature'
          | 'nonland' | 'legendary' | 'basic' | 'snow' | 'nonbasic' | 'nonlegendary'
          // --- begin cast ---
          | 'historic' | 'multicolored' | 'monocolored' | 'colorless'   // 700.6, 105.2
          // --- end cast ---
          ;
withClause
  : 'with' keywordName ('or' keywordName)?                         # withKeyword // "with flying or reach": either
  | 'without' keywordName                                          # withoutKeyword
  // effects5: "with toughness 4 or greater" too (208.1)
  | 'with' ('power' | 'toughness') amount 'or' ('less' | 'greater') # withPower
  // "with a +1/+1 counter on it", "with +1/+1 counters on them" (122.1)
  | 'with' ('a' | 'an' | 'one' 'or' 'more')? counterKind ('counter' | 'counters') 'on' ('it' | 'them') # withCounter
  // Mana value (202.3; "converted mana cost" is normalised to it): "with mana
  // value 3 or less", "with mana value X", "with mana value equal to ...".
  | 'with' 'mana' 'value' amount ('or' ('less' | 'greater'))?      # withManaValue
  | 'with' 'mana' 'value' 'equal' 'to' amountExpr                   # withManaValueEqual
  // library2: "with mana value less than or equal to the number of lands you control" (202.3, 107.3c)
  | 'with' 'mana' 'value' 'less' 'than' 'or' 'equal' 'to' amountExpr # withManaValueAtMostExpr
  // --- begin aschoose ---
  | 'of' 'the' 'chosen' ('color' | 'type')                          # ofTheChosen // 614.12
  // --- end aschoose ---
  // --- begin choices ---
  | 'of' 'that' ('color' | 'type')                                  # ofThatChosen // 608.2d: after "Choose a color."
  // --- end choices ---
  // --- begin library2 ---
  | 'named' SELF                                                    # namedSelf // 201.2: "a card named ~"
  // --- end library2 ---
  // --- begin dmg3 ---
  | ('that' 'was')? 'dealt' 'damage' 'this' 'turn'                  # dealtDamageThisTurnClause // 120.1
  | 'blocking' 'it'                                                 # blockingItClause // 509.1: blocking the object "it" names
  | 'it\'s' 'blocking'                                              # itsBlockingClause // 509.1: blocked by it
  // --- end dmg3 ---
  | 'attached' 'to' ('it' | 'that' typeWord)                        # attachedToClause // effects5 (303.4, 301.5)
  ;
colorWord : 'white' | 'blue' | 'black' | 'red' | 'green' ;
typeWord
  : 'creature' | 'creatures' | 'artifact' | 'artifacts' | 'enchantment' | 'enchantments'
  | 'land' | 'lands' | 'planeswalker' | 'planeswalkers' | 'permanent' | 'permanents'
  | 'card' | 'cards' | 'spell' | 'spells' | 'token' | 'tokens' | 'instant' | 'sorcery'
  ;
controller : 'you' 'control' | 'an' 'opponent' 'controls' | 'your' 'opponents' 'control'
           | 'you' 'don\'t' 'control'
           // --- begin wherex (issue 14): a player the ability named before ---
           | 'they' 'control' | 'that' 'player' 'controls'
           // --- end wherex ---
           | 'defending' 'player' 'controls' // dmg3 (508.5)
           | 'target' ('player' | 'opponent') 'controls' // dmg3: "each creature target player controls" (115.1)
           ;
zoneSuffix : ('from' | 'in') zoneRef | 'on' 'the' 'battlefield' ; // "Birds on the battlefield": every such permanent
zoneRef
  : ('a' | 'all' | 'your' | 'each' 'player\'s' | 'target' 'player\'s' | 'an' 'opponent\'s')?
    ('graveyard' | 'graveyards' | 'hand' | 'library' | 'exile' | 'battlefield')
  | 'the' 'battlefield'
  // --- begin wherex (issue 14): the zone of a player the ability named before ---
  | ('their' | 'that' 'player\'s') ('graveyard' | 'hand' | 'library')
  // --- end wherex ---
  // --- begin zones2 ---: "exile all cards from target opponent's graveyard" (115.1: a target player)
  | 'target' 'opponent\'s' ('graveyard' | 'hand' | 'library')
  // --- end zones2 ---
  ;

// Numbers the game computes (CR 107.3c): "..., where X is the number of
// creatures you control", "damage equal to its power".
whereX : COMMA 'where' 'x' 'is' amountExpr ;
equalTo : 'equal' 'to' amountExpr ;
amountExpr
  : 'the' 'number' 'of' counterKind 'counters' 'on' objectPhrase # countersOnAmount
  | 'the' 'number' 'of' description                    # countAmount
  | possessor statWord                                 # statAmount
  // --- begin amounts2 ---
  | 'the' 'number' 'of' 'card' 'types' 'among' description # cardTypesAmount // 205.2a, delirium
  | 'your' 'devotion' 'to' colorWord ('and' colorWord)?     # devotionAmount  // 700.5
  // Chroma (207.2c): "the number of red mana symbols in the mana costs of
  // permanents you control" counts what devotion to red counts (700.5).
  | 'the' 'number' 'of' colorWord 'mana' 'symbols' 'in' 'the' 'mana' 'costs' 'of' 'permanents' 'you' 'control' # chromaAmount
  // "the number of cards in that player's hand minus the number of cards in your hand" (107.1b)
  | amountExpr 'minus' amountExpr                                                   # minusExprAmount
  // --- end amounts2 ---
  | 'your' 'life' 'total'                              # lifeTotalAmount
  // --- begin wherex (issue 14): amounts as expressions ---
  // "the greatest power among creatures you control" (107.3c, 608.2h)
  | 'the' ('greatest' | 'highest') statWord 'among' description # greatestAmount
  // "2 plus the number of ...", "twice the number of ..." (107.3c)
  | amount 'plus' amountExpr                           # plusAmount
  | 'twice' amountExpr                                 # twiceAmount
  // "the number of cards in their hand minus 4", "its toughness minus 1" (107.1b)
  | amountExpr 'minus' amount                          # minusAmount
  // --- end wherex ---
  // --- begin dmg2 ---
  | 'the' 'life' 'lost' 'this' 'way'                   # lifeLostThisWayAmount // 608.2c
  // --- end dmg2 ---
  // --- begin dmg3 ---
  | amountExprMore                                     # amountExprMoreAlt
  // --- end dmg3 ---
  ;
// --- begin dmg3 (issue 14): more computed amounts, in a sub-rule (the ANTLR C++
// runtime mispredicts long rules) ---
amountExprMore
  // Domain (305.6, 205.3i): how many of the five basic land types the lands have.
  : 'the' 'number' 'of' 'basic' 'land' 'types' 'among' description # basicLandTypesAmount
  // Converge (601.2h): the colours of mana spent to cast the spell.
  | 'the' 'number' 'of' 'colors' 'of' 'mana' 'spent' 'to' 'cast' (SELF | 'this' 'spell') # colorsSpentAmount
  // "3 minus the number of cards in their hand" (107.1b: 0 if negative)
  | amount 'minus' amountExpr                          # numberMinusAmount
  // "half the number of Zombies you control, rounded down" (107.1a)
  | 'half' amountExpr COMMA 'rounded' ('down' | 'up')  # halfAmount
  // effects6: "the power of the creature that died": the dying creature of a "dies"
  // trigger, as it last existed on the battlefield (603.10a, 608.2h)
  | 'the' statWord 'of' 'the' 'creature' 'that' 'died'  # statOfDiedAmount
  // --- begin effects8 ---: "the mana value of the discarded card" (608.2h): the card the
  // activated ability's cost discarded, as "the discarded card's mana value"
  | 'the' statWord 'of' 'the' 'discarded' 'card'        # statOfDiscardedAmount
  // --- end effects8 ---
  ;
// --- end dmg3 ---
possessor
  : 'its'                                              # itsPossessor
  | SELF '\'s'                                         # selfPossessor
  | 'this' possessiveNoun                              # selfPossessor2
  | 'that' possessiveNoun                              # thatPossessor
  | ('enchanted' | 'equipped') possessiveNoun          # attachedPossessor
  | 'the' 'sacrificed' possessiveNoun                  # sacrificedPossessor  // a cost's object (608.2h)
  // --- begin effects8 ---
  | 'the' 'discarded' 'card\'s'                        # discardedPossessor   // discarded in the cost (608.2h)
  | 'the' 'exiled' ('card\'s' | 'creature\'s')          # costExiledPossessor  // exiled in the cost (608.2h)
  // --- end effects8 ---
  ;
possessiveNoun : 'creature\'s' | 'card\'s' | 'spell\'s' | 'permanent\'s' | 'artifact\'s'
               | 'land\'s' | 'enchantment\'s' | 'planeswalker\'s' ;
statWord : 'power' | 'toughness' | 'mana' 'value' ;

amount
  : NUMBER | 'a' | 'an' | 'one' | 'two' | 'three' | 'four' | 'five' | 'six' | 'seven'
  | 'eight' | 'nine' | 'ten' | 'x'
  ;

// --- begin cast ---
// When a spell may be cast (601.3): "during combat before blockers are
// declared", "during an opponent's upkeep", "only if ...". The words of a
// timing are the key of a row of compiler/AST/CastTiming.h (its steps and
// whose turn), so the builder and the renderers share one list.
castWhen
  : castTiming                                                             # timingWhen
  | 'if' condition                                                         # conditionWhen
  ;
castTiming
  : 'during' 'combat' (('before' | 'after') 'blockers' 'are' 'declared' | 'on' 'an' 'opponent\'s' 'turn')?
  | 'during' 'the' 'declare' ('attackers' | 'blockers') 'step' ('on' 'an' 'opponent\'s' 'turn')?
  | 'during' ('your' | 'an' 'opponent\'s') ('turn' | 'upkeep' | 'end' 'step')
  | 'during' 'an' 'opponent\'s' 'turn' (COMMA? 'before' 'attackers' 'are' 'declared' | 'after' 'their' 'upkeep' 'step')
  | 'before' 'attackers' 'are' 'declared'
  | 'before' 'the' 'combat' 'damage' 'step'
  | 'after' 'combat'
  ;
// --- end cast ---
