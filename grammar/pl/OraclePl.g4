// Polish rules text, one ability line at a time (the driver splits lines).
// Input is normalised: lower case, NFC, the card's name as `~`. The template
// style (Polish cards were never printed) is documented in i18n/pl/README.md:
//   docelowa istota dostaje +3/+3 do końca tury.   dobierz dwie karty.
//   istoty, które kontrolujesz, dostają +1/+1.    ~ zadaje 3 obrażenia dowolnemu celowi.
// Polish inflects: every case form the renderer can produce is a literal here
// (nouns and adjectives list their forms); the builder only looks at the lemma
// and, for nouns, at singular/plural. Agreement is not enforced (lenient).
// Rule families and labels mirror grammar/en/OracleEn.g4 so both grow together.
grammar OraclePl;
import OracleCommon;

abilityLine
  : ability reminder? EOF
  | reminder EOF                     // a line that is only reminder text
  ;
reminder : REMINDER ;

ability
  : keywordList                                        # keywordLine
  | LOYALTY COLON effectSentences                      # loyaltyLine     // --- kopl --- 606.2
  | NUMBER COLON effectSentences                       # loyaltyZeroLine // --- kopl ---
  | cost COLON effectSentences activationLimit*        # activatedLine // pl5: 602.5b
  | 'jako' 'dodatkowy' 'koszt' 'rzucenia' 'tego' 'czaru' COMMA cost PERIOD # additionalCostLine // pl5: 601.2f
  | trigger COMMA ('jeśli' condition COMMA)? effectSentences # triggeredLine // pl4: 603.4
  | ('ten' 'czar' | SELF) 'nie' 'może' 'zostać' 'skontrowany' PERIOD # cantBeCounteredLine // --- kopl --- 101.2
  | staticAbility whereX? sentenceEnd                  # staticLine // pl4: whereX (107.3c); pl6: sentenceEnd
  | effectSentences                                    # spellLine
  | modeChoice DASH modeItem+                          # modalLine // --- kopl --- 700.2
  | trigger COMMA modeChoice DASH modeItem+            # triggeredModalLine // pl7: 700.2
  | cost COLON modeChoice DASH modeItem+               # activatedModalLine // pl7: 700.2
  | 'ręka' LOYALTY COMMA 'życie' LOYALTY               # handLifeLine // --- kopl --- 312.6: Ręka +1, życie -3
  | chapterNumber (COMMA chapterNumber)* DASH effectSentences # chapterLine // pl6: 715.2, I, II —
  // pl7: 701.39: możesz wysilić ~, gdy atakuje. kiedy to zrobisz, ... (our wording)
  | 'możesz' 'wysilić' SELF COMMA 'gdy' 'atakuje' PERIOD
      ('kiedy' 'to' 'zrobisz' COMMA effectSentences)?        # mayExertLine
  // pl6: 601.3, the times of compiler/Parse/pl/PolishCastTimes.h: rzuć ten czar tylko podczas walki
  | 'rzuć' 'ten' 'czar' 'tylko' castWhen
      ('i' 'tylko' COMMA 'jeśli' 'zostałeś' 'zaatakowany' 'w' 'tym' 'etapie')? PERIOD # castOnlyLine
  // pl8: 711.2, a level symbol (POZIOM 1-3 / POZIOM 4+, our word) and its P/T box on the next
  // line (the line driver joins them); 1-3 lexes as NUMBER and a LOYALTY token (-3)
  | 'poziom' NUMBER (LOYALTY | '+') PT                 # levelBandLine
  ;
castWhen : (~(PERIOD | 'i'))+ ; // pl6: the words of one time, checked by the builder
chapterNumber : 'i' | WORD ; // pl6: i, ii, iii, iv, v, vi (lower case: "i" is also "and")
// --- begin pl5: activation restrictions (602.5b), our wording (i18n/pl/README.md) ---
activationLimit
  : 'aktywuj' 'tylko' 'jako' 'rytuał' PERIOD                                 # sorceryLimit
  | 'aktywuj' 'tylko' 'raz' 'na' 'turę' PERIOD                               # onceLimit
  | 'aktywuj' 'tylko' 'podczas' 'swojej' 'tury' PERIOD                       # yourTurnLimit
  | 'aktywuj' 'tylko' 'podczas' 'swojego' 'etapu' 'utrzymania' PERIOD        # yourUpkeepLimit
  | 'aktywuj' 'tylko' 'podczas' 'swojej' 'tury' COMMA 'przed' 'deklaracją' 'atakujących' PERIOD # beforeAttackersLimit
  | 'aktywuj' 'tylko' COMMA 'jeśli' condition PERIOD                         # conditionLimit
  | 'każdy' 'gracz' 'może' 'aktywować' 'tę' 'zdolność' PERIOD                # anyPlayerLimit
  ;
// --- end pl5 ---
// --- begin kopl: "Wybierz jedno —" / "Wybierz jedno lub oba —", then one bullet per mode ---
modeChoice
  : 'wybierz' 'jedno'                                  # chooseOne
  | 'wybierz' 'jedno' 'lub' 'oba'                      # chooseOneOrBoth
  ;
modeItem : BULLET effectSentences reminder? ;
// --- end kopl ---

// ---------------------------------------------------------------- keywords
keywordList : keyword ((COMMA | 'i') keyword)* ;
keyword
  : keywordName                          # plainKeyword
  | keywordName (manaSymbols | DASH cost) # costKeyword
  // --- begin kopl ---
  | keywordName NUMBER                   # amountKeyword   // Bushido 1 (702.45)
  | keywordName NUMBER DASH manaSymbols   # amountCostKeyword // --- kopl3 --- Zawieszenie 4—{1}{R} (702.62a)
  | 'zaklinanie' description             # enchantKeyword  // Zaklinanie istoty (702.5)
  | 'zaklinanie' ('gracza' | 'przeciwnika') # enchantPlayerKeyword // pl6: Zaklinanie gracza (303.4)
  // --- end kopl ---
  ;
// Latanie, Czujność, Dotyk śmierci, Błysk, Pośpiech, Więź życia, Zasięg and
// Tratowanie come from the Polish Comprehensive Rules translation; the rest are
// this project's choices (i18n/pl/README.md). All have accusative = nominative.
keywordName
  : 'latanie' | 'czujność' | 'pośpiech' | 'tratowanie' | 'pierwsze' 'uderzenie'
  | 'podwójne' 'uderzenie' | 'dotyk' 'śmierci' | 'więź' 'życia' | 'zasięg'
  | 'obronność' | 'postrach' | 'odporność' | 'niezniszczalność' | 'błysk'
  | 'waleczność' | 'cyklowanie'
  | 'metamorfoza' | 'megametamorfoza'   // morph, megamorph (702.37a-b): our choice, i18n/pl/README.md
  // --- begin kopl: our choices (the seed PO file leaves these untranslated), i18n/pl/README.md;
  // a feminine name has its accusative too (zyskuje ochronę przed czerwonym)
  | ('ochrona' | 'ochronę') 'przed' colorWord | 'osłona' | 'osłonę' | 'strach' | 'zastraszanie'
  | 'przejście' 'przez' ('bagna' | 'wyspy' | 'lasy' | 'góry' | 'równiny')
  | 'zakażenie' | 'uwiąd' | 'wywyższenie' | 'oskrzydlanie' | 'przetrwanie' | 'nieumieralność'
  | 'cień' | 'zwołanie' | 'retrospekcja' | 'echo' | 'odkupienie' | 'dopłata'
  | 'kumulatywne' 'utrzymanie' | 'bushido' | 'szał' | 'bezbarwność' | 'wyposażenie'
  // --- end kopl ---
  // --- begin keywords: our choices (i18n/pl/README.md), accusative = nominative
  | 'wykopanie' | 'padlinożerstwo' | 'szczep' | 'ułamek' 'sekundy' | 'odtworzenie'
  | 'przywołanie' | 'zryw' | 'sztorm' | 'obsadzenie'
  // --- end keywords ---
  | keywordNameMore   // --- kopl3 --- a rule of its own (the ANTLR C++ runtime trap)
  ;
// --- kopl3 --- our choices (i18n/pl/README.md), nominative; zmiennokształtny from the seed PO file
keywordNameMore
  : 'zawieszenie' | 'szaleństwo' | 'przeniesienie' 'duszy' | 'jeździectwo' | 'wzniesienie'
  | 'awans' | 'zmiennokształtny' | 'żądza' 'krwi' | 'przekopanie' | 'odbicie' | 'balsamowanie'
  | 'zanikanie' | 'powinowactwo' 'do' 'artefaktów' | 'rozbłysk' | 'rozgłos' | 'improwizowanie'
  | 'ewoluowanie' | 'znikanie' | 'wielokrotna' 'dopłata' | 'mentorstwo' | 'wytwarzanie'
  | 'skradanie' | 'wytrzymanie' | 'modułowość' | 'pożeranie' | 'życie' 'pozagrobowe'
  | 'dręczenie' | 'detronizowanie' | 'uwiecznienie' | 'okrzyk' 'bojowy'
  | keywordNamePl6 // pl6: a rule of its own (the ANTLR C++ runtime trap)
  ;
// pl6: our choices (i18n/pl/README.md): entwine, transmute, cascade; protection from the colour of
// your choice (702.16, the accusative after "zyskuje")
keywordNamePl6
  : 'splatanie' | 'transmutacja' | 'kaskada'
  | ('ochrona' | 'ochronę') 'przed' 'kolorem' 'wybranym' 'przez' 'ciebie'
  // pl7: bestow, awaken (Przebudzenie 3—{4}{U}), splice onto Arcane ("arkanum" is also a subtype
  // name, a WORD: the builder checks it)
  | 'nadanie' | 'przebudzenie' | 'doklejenie' 'do' WORD
  | 'przeciążenie' // pl8: overload (702.96), our choice
  ;

// ---------------------------------------------------------------- costs
cost : costPart (COMMA costPart)* ;
costPart
  : manaSymbols                                        # symbolCost
  | 'poświęć' objectPhrase                             # sacrificeCost
  | 'odrzuć' amount? cardNoun                          # discardCost
  | 'zapłać' amount lifeNoun                           # payLifeCost
  | 'usuń' amount? counterNoun counterKind ('z' | 'ze') SELF # removeCountersCost // --- kopl3 --- 118.3
  | 'tapnij' amount? description                       # tapOthersCost // --- kopl3 --- 602.2b
  // --- begin pl6: odrzuć ~ / odrzuć losowo kartę (701.8b) / wygnaj ~ (z twojego cmentarza) /
  // wygnaj kartę istoty z twojego cmentarza / wygnaj trzy karty z twojego cmentarza / wygnaj
  // wierzchnią kartę swojej biblioteki (406.2); our wording
  | 'odrzuć' SELF                                      # discardSelfCost
  | 'odrzuć' amount? description                       # discardDescribedCost
  | 'poświęć' amount description                       # sacrificeSeveralCost
  | 'odrzuć' 'losowo' amount? cardNoun                 # discardRandomCost
  | 'wygnaj' amount? topCards 'swojej' 'biblioteki'    # exileTopCost
  | 'wygnaj' amount description                        # exileCardsCost
  | 'wygnaj' objectPhrase                              # exileCost
  // --- end pl6 ---
  | 'wysil' objectPhrase                               # exertSelfCost // pl7: 701.39a
  ;
manaSymbols : MANA_SYMBOL+ ;

// ---------------------------------------------------------------- triggers
trigger
  : whenWord objectPhrase ('wchodzi' | 'wchodzą') ('na' 'pole' 'bitwy')?   # entersTrigger
  | whenWord objectPhrase ('umiera' | 'umierają')                         # diesTrigger
  | whenWord objectPhrase ('atakuje' | 'atakują')                         # attacksTrigger
  | 'na' 'początku' stepOwner? step ('każdego' 'przeciwnika')?            # stepTrigger // pl8: each opponent's
  | whenWord ('rzucasz' | ('przeciwnik' | 'gracz') 'rzuca') objectPhrase   # castTrigger // --- kopl --- 601.2i
  // --- begin kopl: more triggers (510.3a, 509.5a, 509.5c, 603.6c, 701.21, 115.9, 120.3) ---
  | whenWord objectPhrase ('zadaje' | 'zadają') damageNoun 'bojowe'? damagedWho? # dealsDamageTrigger
  | whenWord objectPhrase ('zostaje' | 'zostają') blockedWord              # becomesBlockedTrigger
  | whenWord objectPhrase ('blokuje' | 'blokują')                          # blocksTrigger
  | whenWord objectPhrase ('opuszcza' | 'opuszczają') 'pole' 'bitwy'       # leavesTrigger
  | whenWord objectPhrase ('zostaje' | 'zostają') tappedWord               # becomesTappedTrigger
  | whenWord objectPhrase ('otrzymuje' | 'otrzymują') damageNoun           # dealtDamageTrigger
  | whenWord objectPhrase ('staje' | 'stają') 'się' 'celem' 'czaru' (orWord 'zdolności')? # becomesTargetTrigger
  | whenWord objectPhrase ('atakuje' | 'atakują') 'lub' ('blokuje' | 'blokują') # attacksOrBlocksTrigger
  | whenWord objectPhrase ('blokuje' | 'blokują') 'lub' ('zostaje' | 'zostają') blockedWord # blocksOrBecomesBlockedTrigger
  | whenWord 'zyskujesz' 'punkty' 'życia'                                  # gainsLifeTrigger
  | whenWord 'dobierasz' 'kartę'                                           # drawsTrigger
  // pl4: 708.8, 702.37e (our wording): ~ zostaje odwrócony awersem do góry
  | whenWord objectPhrase ('zostaje' | 'zostają') turnedWord 'awersem' 'do' 'góry' # turnedFaceUpTrigger
  // pl5: a state trigger (603.8): kiedy nie kontrolujesz żadnej wyspy
  | whenWord 'nie' 'kontrolujesz' noneWord description                    # stateTrigger
  | playerCardTrigger                                                      # moreTrigger // pl5
  | triggerPl6                                                             # pl6Trigger
  // --- end kopl ---
  ;
// --- begin pl5: more triggers (our wording): a player draws, discards or cycles a card; ~ becomes
// blocked by / blocks a creature (509.5, 702.29) ---
playerCardTrigger
  : whenWord ('przeciwnik' | 'gracz') ('dobiera' | 'odrzuca' | 'cykluje') 'kartę'  # otherPlayerCardTrigger
  | whenWord ('odrzucasz' | 'cyklujesz') 'kartę'                               # youCardTrigger
  | whenWord 'cyklujesz' 'lub' 'odrzucasz' 'kartę'                             # youCycleOrDiscardTrigger
  | whenWord objectPhrase 'zostaje' blockedWord 'przez' description            # becomesBlockedByTrigger
  | whenWord objectPhrase 'blokuje' description                                # blocksCreatureTrigger
  ;
// --- end pl5 ---
// --- begin pl6: more triggers (our wording): {CHAOS} (planar die, 901.9), cycling ~ (702.29),
// a scheme set in motion (701.31), attacks and isn't blocked (509.5g), blocks or becomes blocked
// by a creature (509.5), a creature put into your graveyard from the battlefield (700.4)
triggerPl6
  : whenWord 'wyrzucasz' MANA_SYMBOL                                             # rollChaosTrigger
  | whenWord 'cyklujesz' SELF ('lub' SELF 'umiera')?                              # cycleSelfTrigger
  | whenWord 'wprawiasz' 'ten' 'plan' 'w' 'ruch'                                  # setInMotionTrigger
  | whenWord objectPhrase ('atakuje' | 'atakują') 'i' 'nie' ('zostaje' | 'zostają') blockedWord # attacksUnblockedTrigger
  | whenWord objectPhrase 'blokuje' description 'lub' 'zostaje' blockedWord 'przez' description # blocksOrBlockedByTrigger
  | whenWord objectPhrase 'trafia' 'z' 'pola' 'bitwy' 'na' 'twój' 'cmentarz'      # putIntoGraveyardTrigger
  | whenWord 'wysilasz' description                                               # exertedTrigger // pl7: 701.39
  | whenWord SELF 'staje' 'się' 'potworny'                                         # becomesMonstrousTrigger // pl8: 701.37b
  // pl8: battalion (508.3a): za każdym razem, gdy ~ i co najmniej dwie inne istoty atakują
  | whenWord SELF 'i' 'co' 'najmniej' amount anotherAdj typeWord 'atakują'         # attacksWithOthersTrigger
  // pl7: one ability on either of two events of ~ (603.2): kiedy ~ wchodzi na pole bitwy lub
  // atakuje / umiera / opuszcza pole bitwy / zostaje odwrócony awersem do góry
  | whenWord SELF 'wchodzi' 'na' 'pole' 'bitwy' 'lub'
      ('atakuje' | 'umiera' | 'opuszcza' 'pole' 'bitwy' | 'zostaje' turnedWord 'awersem' 'do' 'góry') # eitherTrigger
  ;
// --- end pl6 ---
turnedWord : 'odwrócony' | 'odwrócona' | 'odwrócone' | 'odwróceni' ; // pl4
damagedWho : 'graczowi' | 'przeciwnikowi' | 'istocie' ;   // --- kopl ---
whenWord : 'kiedy' | 'gdy' | 'za' 'każdym' 'razem' COMMA? 'gdy' | 'zawsze' COMMA? 'gdy' ;
stepOwner : 'twojego' | 'twojej' | 'każdego' | 'każdej' ;
step
  : 'etapu' 'utrzymania' | 'etapu' 'dobierania' | 'etapu' 'końcowego' | 'walki' ;

// ---------------------------------------------------------------- static
staticAbility
  : objectPhrase ('dostaje' | 'dostają') PT_MOD forEach?                   # staticPT // pl4: forEach
  | objectPhrase ('dostaje' | 'dostają') PT_MOD (forEach COMMA)? 'i' ('ma' | 'mają') keywordList # staticPTAndKeywords // --- kopl ---; pl8: forEach
  | objectPhrase ('ma' | 'mają') keywordList                               # staticKeywords
  // pl8: zaklęta istota dostaje -2/+0 i nie może blokować (a P/T change and a restriction, 613)
  | objectPhrase ('dostaje' | 'dostają') PT_MOD 'i' 'nie' ('może' | 'mogą') ('zostać' blockedWord | combatVerb) # staticPTAndCant
  // --- begin kopl: restrictions written as sentences (keywords in the AST) and 614.1c ---
  | objectPhrase ('nie' ('może' | 'mogą') ('zostać' blockedWord | combatVerb)) # cantStatic
  | blockRule                                                              # blockRuleStatic // pl6
  | objectPhrase 'nie' ('odtapia' | 'odtapiają') 'się' 'podczas' 'etapu' 'odtapiania'
      ('swojego' | 'ich') ('kontrolera' | 'kontrolerów')                     # doesntUntapStatic
  | objectPhrase ('atakuje' | 'atakują') 'w' 'każdej' 'walce' COMMA 'jeśli' ('może' | 'mogą') # attacksEachCombatStatic
  | objectPhrase ('wchodzi' | 'wchodzą') 'na' 'pole' 'bitwy' tappedWord
      (COMMA 'chyba' 'że' condition)?                                      # entersTappedStatic // pl7: unless (614.1c)
  // --- kopl3 --- 614.1c: ~ wchodzi na pole bitwy ze znacznikiem ładunku / z dwoma znacznikami +1/+1
  | objectPhrase ('wchodzi' | 'wchodzą') 'na' 'pole' 'bitwy' tappedWord? ('z' | 'ze')
      (insAmount? ('znacznikiem' | 'znacznikami')) counterKind forEach?    # entersWithCountersStatic // pl6: tappedWord; pl7: forEach
  | objectPhrase ('może' | 'mogą') 'blokować' 'tylko' 'istoty' 'z' 'lataniem' # canBlockOnlyFlyingStatic // --- kopl --- 509.1b
  | 'możesz' 'nie' 'odtapiać' objectPhrase 'podczas' 'swojego' 'etapu' 'odtapiania' # mayNotUntapStatic // --- kopl --- 502.3
  // --- end kopl ---
  | 'jeśli' objectPhrase would fromZone? ('na' | 'do') zoneRef fromZone? COMMA
      'zamiast' 'tego' 'wygnaj' itWord                                     # exileInstead
  // --- begin aschoose: "As ~ enters the battlefield, choose a color" (614.12) ---
  | 'gdy' objectPhrase 'wchodzi' 'na' 'pole' 'bitwy' COMMA 'wybierz' ('kolor' | 'typ' 'istoty' | 'przeciwnika') # plAsEntersChooseColor // pl6: typ istoty; pl8: przeciwnika
  | 'dopóki' condition COMMA staticAbility                                 # asLongAsStatic // pl4: 611.3
  // pl5: 509.1b: ~ nie może zostać zablokowany przez ściany (all such: a plural)
  | objectPhrase 'nie' 'może' 'zostać' blockedWord 'przez' description     # notBlockedByStatic
  // pl5: 508.1c: ~ nie może atakować, chyba że broniący się gracz kontroluje wyspę
  | objectPhrase 'nie' 'może' 'atakować' COMMA 'chyba' 'że' defendingWord 'się' playerNoun
      'kontroluje' description                                              # attacksOnlyIfStatic
  // pl5: 604.3, with the line's "gdzie X to ...": siła i wytrzymałość ~ to X / siła ~ to X
  | 'siła' ('i' 'wytrzymałość')? SELF 'to' 'x'                            # definedPTStatic
  // --- begin pl6: 'zaklęta kraina ma "{t}: dodaj {g}."' (113.1a); 'kontrolujesz zaklętą istotę'
  // (613.1b), our wording ---
  | objectPhrase ('ma' | 'mają') quotedAbility                           # grantStatic
  | objectPhrase ('dostaje' | 'dostają') PT_MOD 'i' ('ma' | 'mają') quotedAbility # staticPTAndGrant
  | 'kontrolujesz' objectPhrase                                           # gainControlStatic
  | preventClause                                                         # preventStatic // 615
  | 'jeśli' condition COMMA staticAbility                                 # ifStatic // pl6: 614.1c, 702.33d
  | objectPhrase 'nie' 'jest' typeWord                                    # notTypeStatic // pl7: ~ nie jest istotą (205.1a)
  // pl8: 601.2f, rzucenie ~ kosztuje {1} mniej (, jeśli … / za każdą …)
  | 'rzucenie' SELF 'kosztuje' manaSymbols 'mniej' (COMMA 'jeśli' condition | forEach)? # selfCostsLessStatic
  | staticPl8                                                             # pl8Static
  // 601.2f: czary instantów lub rytuałów, które rzucasz, kosztują {1} mniej
  | description (COMMA relPronoun ('rzucasz' | 'rzucają' 'twoi' 'przeciwnicy') COMMA)? 'kosztują'
      manaSymbols ('mniej' | 'więcej')                                    # costsLessStatic // pl6: 601.2f
  // --- end pl6 ---
  // --- end aschoose ---
  ;
// pl8: a rule of its own (the ANTLR C++ runtime trap); our wording: no maximum hand size (402.2),
// skip your draw step (614.10)
staticPl8
  : ('nie' 'masz' | 'żaden' 'gracz' 'nie' 'ma') 'maksymalnego' 'rozmiaru' 'ręki'  # noMaxHandSizeStatic
  | 'pomiń' 'swój' 'etap' 'dobierania'                                          # skipDrawStepStatic
  // 614.12: gdy ~ wchodzi na pole bitwy, możesz zapłacić 2 punkty życia. jeśli tego nie zrobisz, ~
  // wchodzi na pole bitwy tapnięty
  | 'gdy' SELF 'wchodzi' 'na' 'pole' 'bitwy' COMMA 'możesz' 'zapłacić' amount lifeNoun PERIOD 'jeśli'
      'tego' 'nie' 'zrobisz' COMMA SELF 'wchodzi' 'na' 'pole' 'bitwy' tappedWord   # asEntersMayPayLifeStatic
  // 305.7: krainy, które kontrolujesz, są równinami / zaklęta kraina jest bagnem
  | objectPhrase ('jest' | 'są') landTypeIns                                  # setLandTypeStatic
  // 509.1b: ~ może zostać zablokowany tylko przez ściany (lub białe istoty)
  | objectPhrase 'może' 'zostać' blockedWord 'tylko' 'przez' description (orWord description)? # blockedOnlyByStatic
  // 614.12: gdy ~ wchodzi na pole bitwy, możesz odsłonić kartę typu goblin z twojej ręki. jeśli
  // tego nie zrobisz, ~ wchodzi na pole bitwy tapnięty
  | 'gdy' SELF 'wchodzi' 'na' 'pole' 'bitwy' COMMA 'możesz' 'odsłonić' description PERIOD 'jeśli'
      'tego' 'nie' 'zrobisz' COMMA SELF 'wchodzi' 'na' 'pole' 'bitwy' tappedWord   # asEntersMayRevealStatic
  ;
would
  : ('miałby' | 'miałaby' | 'miałoby' | 'miałyby' | 'mieliby')
    ('trafić' | 'zostać' ('położony' | 'położona' | 'położone' | 'położeni'))
  ;
fromZone : 'skądkolwiek' | ('z' | 'ze') zoneRef ;

// ---------------------------------------------------------------- effects
effectSentences : effectSentence+ ;
// pl4: "za każdą krainę, którą kontrolujesz" after an effect (for each), and ", gdzie X
// to liczba istot, które kontrolujesz" closing the sentence (107.3c): the builder attaches
// the first to the effect before it and puts the second's value for the sentence's X.
effectSentence
  : (ifYouDo | ifCond)? effect (unlessPays | unlessDoes)? forEach? // ifCond: pl6; unlessDoes: pl8
    ((COMMA? ('a' 'następnie' | 'następnie' | 'potem' | 'i')) effect (unlessPays | unlessDoes)? forEach?)*
    whereX? sentenceEnd
  // pl8: 106.6, after the mana it restricts: wydaj tę manę tylko na rzucenie czaru istoty
  | 'wydaj' 'tę' 'manę' 'tylko' 'na' 'rzucenie' description sentenceEnd
  ;
ifCond : 'jeśli' condition COMMA ; // pl6: "Jeśli kontrolujesz czarodzieja, dobierz kartę." (608.2c)
// --- begin pl6: a quoted ability (113.1a) ends its own sentence: 'ma "{t}: dodaj {g}."' needs no
// second period (as grammar/en/OracleEn.g4) ---
sentenceEnd : PERIOD | {_input->LA(-1) == QUOTE}? ;
quotedAbility : QUOTE ability QUOTE ;
// --- end pl6 ---
// --- begin pl5: "Jeśli to zrobisz, ..." / "Jeśli tego nie zrobisz, ..." after "możesz ..."
// (608.2c), and "..., chyba że zapłacisz {1}" / "chyba że jego kontroler zapłaci {3}" (118.12);
// our wording, i18n/pl/README.md
ifYouDo : 'jeśli' 'to' 'zrobisz' COMMA | 'jeśli' 'tego' 'nie' 'zrobisz' COMMA ;
unlessPays : COMMA 'chyba' 'że' ('zapłacisz' | ('jego' | 'jej') 'kontroler' 'zapłaci') manaSymbols ;
// --- end pl5 ---
// --- begin pl8: "..., chyba że cofniesz / poświęcisz / odrzucisz ..." (118.12a: an action the
// player may take only in full; the future tense of "you"), our wording
unlessDoes : COMMA 'chyba' 'że' unlessAction ;
unlessAction
  : 'cofniesz' objectPhrase 'do' ('ręki' 'właściciela' | 'rąk' 'ich' 'właścicieli') # unlessReturn
  | 'poświęcisz' objectPhrase                                                   # unlessSacrifice
  | 'ten' 'gracz' 'poświęci' objectPhrase                                       # unlessActiveSacrifices
  | 'odrzucisz' 'losowo'? amount? cardNoun                                      # unlessDiscard
  | 'odrzucisz' description                                                     # unlessDiscardMatching
  ;
// --- end pl8 ---
// --- begin pl4: conditions as one comparison (611.3, 603.4; our wording) ---
condition
  : 'kontrolujesz' ('co' 'najmniej' amount)? description                 # youControlCond
  | 'nie' 'kontrolujesz' noneWord description                            # youControlNoneCond
  | 'przeciwnik' 'kontroluje' description                                # opponentControlsCond
  | objectPhrase ('atakuje' | 'jest' (tappedWord | colorWord))           # isCond
  | 'masz' ('na' 'cmentarzu' | 'w' 'ręce') 'co' 'najmniej' amount cardNoun # cardsAtLeastCond // pl6
  | 'dopłata' 'została' 'zapłacona'                                      # wasKickedCond // pl6: 702.33d
  | 'atakowałeś' 'w' 'tej' 'turze'                                       # attackedCond // pl6: 508.1
  | conditionPl7                                                         # pl7Cond
  | 'na' 'rzucenie' (SELF | 'tego' 'czaru') 'wydano' MANA_SYMBOL         # manaSpentCond // pl8: 601.2h
  ;
// --- begin pl7: more conditions (our wording, i18n/pl/README.md; a rule of its own for the ANTLR
// C++ runtime trap): spells cast last turn (werewolves), delirium, life total, counters on an object,
// how many objects there are, hellbent, revolt, morbid, cast from hand, your turn, the city's
// blessing, an object's subtype, supertype or card type
conditionPl7
  : 'w' 'poprzedniej' 'turze' 'nie' 'rzucono' 'żadnych' 'czarów'                     # noSpellsLastTurnCond
  | 'gracz' 'rzucił' 'w' 'poprzedniej' 'turze' 'co' 'najmniej' amount ('czary' | 'czarów') # spellsLastTurnCond
  | 'wśród' 'kart' 'na' 'twoim' 'cmentarzu' ('jest' | 'są') 'co' 'najmniej' amount
      ('typy' | 'typów') 'kart'                                                        # cardTypesCond
  | 'masz' 'co' ('najmniej' | 'najwyżej') amount lifeNoun                             # lifeCond
  | 'na' objectPhrase ('jest' | 'są') ('co' 'najmniej' amount)? counterNoun counterKind # countersCond
  | 'na' objectPhrase 'nie' 'ma' 'żadnych' counterNoun counterKind                    # noCountersCond
  | ('jest' | 'są') 'co' 'najmniej' amount description                                # countAtLeastCond
  | 'kontrolujesz' 'co' 'najwyżej' amount description                                 # youControlAtMostCond
  | 'nie' 'masz' 'żadnych' 'kart' 'w' 'ręce'                                          # hellbentCond
  | 'w' 'tej' 'turze' 'permanent' COMMA 'który' 'kontrolowałeś' COMMA 'opuścił' 'pole' 'bitwy' # revoltCond
  | 'w' 'tej' 'turze' 'umarła' 'istota'                                               # morbidCond
  | 'rzuciłeś' objectPhrase 'ze' 'swojej' 'ręki'                                       # castFromHandCond
  | 'nie'? 'trwa' 'twoja' 'tura'                                                       # yourTurnCond
  | 'masz' 'błogosławieństwo' 'miasta'                                                 # citysBlessingCond
  | objectPhrase 'jest' (ofSubtype | supertypeWord | artifactWord? typeWord)           # isKindCond
  // devotion (700.5): twoje oddanie bieli i czerni jest mniejsze niż 7
  | 'twoje' 'oddanie' devotionColor ('i' devotionColor)* 'jest' 'mniejsze' 'niż' amount # devotionCond
  ;
devotionColor : 'bieli' | 'błękitowi' | 'czerni' | 'czerwieni' | 'zieleni' ;
// --- end pl7 ---
noneWord : 'żadnego' | 'żadnej' ;
// --- end pl4 ---
// --- begin pl4: computed amounts (107.3c) ---
forEach
  : 'za' eachAcc description                                           # forEachObject
  | 'za' eachAcc counterNoun counterKind 'na' objectPhrase             # forEachCounter
  ;
eachAcc : 'każdy' | 'każdego' | 'każdą' | 'każde' ;
whereX : COMMA 'gdzie' 'x' 'to' xDefinition ;
xDefinition
  : 'liczba' description                                               # countDef
  | 'liczba' counterNoun counterKind 'na' objectPhrase                 # countersDef
  | statNoun (SELF | thisAdj typeWord)                                 # selfStatDef // pl6: siła tej istoty
  | ('jego' | 'jej') statNoun                                         # itsStatDef
  | statNoun 'poświęconej' 'istoty'                                  # sacrificedStatDef // pl7: 608.2h
  | 'liczba' 'punktów' 'życia' 'straconych' 'w' 'ten' 'sposób'        # lifeLostDef // pl8: 119.3
  | statNoun 'odrzuconej' 'karty'                                    # discardedStatDef // effects8: 608.2h
  | statNoun 'wygnanej' ('karty' | 'istoty')                          # costExiledStatDef // effects8: 608.2h
  ;
statNoun : 'siła' | 'wytrzymałość' | 'wartość' 'many' ; // wartość many: pl6 (202.3)
// --- end pl4 ---
effect
  : objectPhrase ('zadaje' | 'zadają') amount damageNoun recipient          # dealDamage
  | ('dobierz' | 'dobierasz' | 'możesz' 'dobrać') amount? cardNoun           # draw // i18n3: możesz + infinitive (may)
  | playerSubject? ('dobiera' | 'dobierają') amount? cardNoun                # draw
  | ('dodaj' | 'możesz' 'dodać') manaSymbols                                # addMana // i18n3
  | objectPhrase ('dostaje' | 'dostają') PT_MOD duration                     # modifyPT
  | objectPhrase ('zyskuje' | 'zyskują') keywordList duration                # gainKeyword
  | ('zniszcz' | 'możesz' 'zniszczyć') objectPhrase
      ('bez' 'możliwości' 'regeneracji')?                                    # destroy // i18n3; kopl3: 701.15
  | ('wygnaj' | 'możesz' 'wygnać') objectPhrase                             # exile // i18n3
  | ('cofnij' | 'możesz' 'cofnąć') objectPhrase 'do' ('ręki' 'jego'? 'właściciela' // i18n3
                               | 'rąk' 'ich'? 'właścicieli')                # bounce
  | ('zyskujesz' | 'możesz' 'zyskać') amount lifeNoun                       # gainLife // i18n3
  | playerSubject? ('zyskuje' | 'zyskują') amount lifeNoun                   # gainLife
  | 'tracisz' amount lifeNoun                                                # loseLife
  | playerSubject? ('traci' | 'tracą') amount lifeNoun                       # loseLife
  | ('połóż' | 'możesz' 'położyć') amount? counterNoun counterKind 'na' objectPhrase # putCounters // i18n3
  | ('tapnij' | 'możesz' 'tapnąć') objectPhrase                             # tapEffect // i18n3
  | ('odtapnij' | 'możesz' 'odtapnąć') objectPhrase                         # untapEffect // i18n3
  | ('zregeneruj' | 'możesz' 'zregenerować') objectPhrase                   # regenerate  // --- kopl --- i18n3
  | 'dodaj' manaSymbols ((COMMA | orWord) manaSymbols)+                      # addManaChoice // --- kopl ---
  | 'dodaj' amount ('manę' | 'many') 'dowolnego' 'koloru'                    # addManaAny  // --- kopl ---
  | 'wróż' amount                                                            # scry        // --- kopl ---
  // --- begin keywords --- keyword actions, our wording (i18n/pl/README.md)
  | 'wzmocnij' amount                                                        # bolster
  | 'adaptuj' amount                                                         # adapt
  | 'potworność' amount                                                      # monstrosity
  | 'namnóż'                                                                 # proliferate
  // --- end keywords ---
  // --- begin kopl ---
  | ('odrzuć' | 'możesz' 'odrzucić') 'losowo'? amount? cardNoun             # discard // i18n3; pl6: losowo (701.8b)
  | playerSubject ('odrzuca' | 'odrzucają') 'losowo'? amount? cardNoun       # discard
  | ('skontruj' | 'możesz' 'skontrować') objectPhrase                       # counterSpell // i18n3
  | ('poświęć' | 'możesz' 'poświęcić') objectPhrase                         # sacrifice // i18n3
  | playerSubject ('poświęca' | 'poświęcają') objectPhrase                   # sacrifice
  // --- end kopl ---
  // --- begin kopl ---
  | objectPhrase 'nie' ('może' | 'mogą') ('zostać' blockedWord | combatVerb) 'w' 'tej' 'turze' # cantEffect
  // the ANTLR C++ runtime here mispredicts a rule's alternatives from the 32nd on (see
  // grammar/ko/OracleKo.g4): new effects go to a rule of their own.
  | effectMore                                                               # moreEffect
  // --- end kopl ---
  ;
// --- begin kopl ---
effectMore
  : ('stwórz' | 'możesz' 'stworzyć') amount? tokenDescription               # createToken // 111.4
  | 'otrzymujesz' manaSymbols                                                # getEnergy   // 107.14
  | 'usuń' amount? counterNoun counterKind ('z' | 'ze') objectPhrase        # removeCounters // --- kopl3 --- 122.1
  // --- kopl3 --- mill (701.13): zmiel dwie karty / docelowy gracz miele dwie karty (our wording)
  | 'zmiel' amount? cardNoun                                                 # mill
  | playerSubject ('miele' | 'mielą') amount? cardNoun                       # mill
  // --- kopl3 --- a delayed trigger (603.7a): na początku etapu utrzymania następnej tury, ...
  | 'na' 'początku' ('etapu' 'utrzymania' 'następnej' 'tury' | 'następnego' 'etapu' 'końcowego')
      COMMA effect                                                           # delayedEffect
  // --- kopl3 --- 615: zapobiegnij wszystkim obrażeniom (bojowym) / następnym 3 obrażeniom,
  // które zostałyby zadane dowolnemu celowi w tej turze (our wording, i18n/pl/README.md)
  | preventClause 'w' 'tej' 'turze'                                         # preventDamage
  // --- pl4 --- 701.19 (our wording, i18n/pl/README.md): przeszukaj swoją bibliotekę w
  // poszukiwaniu podstawowej karty krainy, połóż ją na polu bitwy tapniętą / przetasuj swoją
  // bibliotekę
  | ('przeszukaj' | 'możesz' 'przeszukać') 'swoją' 'bibliotekę' 'w' 'poszukiwaniu'
      ('maksymalnie'? amount | 'dowolnej' 'liczby')? description (COMMA 'odsłoń' itWord)? COMMA searchDest # search // search8: dowolnej liczby (any number of, 701.19b)
  | ('przetasuj' | 'możesz' 'przetasować') 'swoją' 'bibliotekę'            # shuffleLibrary
  // --- begin pl5: pay {1} while resolving (118.1); put onto the battlefield (our wording) ---
  | ('zapłać' | 'możesz' 'zapłacić') manaSymbols                            # payMana
  | ('połóż' | 'możesz' 'położyć') objectPhrase 'na' 'polu' 'bitwy' tappedWord?
      ('pod' 'swoją' 'kontrolą')?                                           # putOntoBattlefield
  | ('połóż' | 'możesz' 'położyć') objectPhrase 'na' ('wierzchu' | 'spodzie') 'biblioteki'
      'właściciela'                                                          # putOnLibrary
  | objectPhrase 'nie' 'odtapia' 'się' 'podczas' 'następnego' 'etapu' 'odtapiania' 'swojego'
      'kontrolera'                                                           # doesntUntapNext // 502.3
  // --- end pl5 ---
  // --- begin pl6: 'docelowa istota zyskuje "..." do końca tury' (113.1a); 'przejmij kontrolę nad
  // docelową istotą' (613.1b); look at the top cards (our wording, i18n/pl/README.md) ---
  | objectPhrase ('zyskuje' | 'zyskują') quotedAbility duration?           # gainAbility
  | ('przejmij' | 'możesz' 'przejąć') 'kontrolę' 'nad' objectPhrase duration? # gainControl
  | lookAtTop                                                                # lookAtTopEffect
  | blockRule 'w' 'tej' 'turze'                                              # blockRuleEffect
  | effectPl6                                                                # moreEffectPl6
  // 205.1b, 613.1d: ~ staje się 4/4 czerwoną artefaktową istotą typu smok z lataniem (, zachowując
  // swoje typy) do końca tury
  | objectPhrase ('staje' | 'stają') 'się' PT tokenColors? artifactWord? typeWord ofSubtype? withKw?
      (COMMA 'zachowując' 'swoje' 'typy')? duration?                        # becomes
  // --- end pl6 ---
  ;
// --- begin pl6: look at the top cards (our wording, i18n/pl/README.md): 'spójrz na trzy wierzchnie
// karty swojej biblioteki i ułóż je z powrotem w dowolnej kolejności' / '... biblioteki docelowego
// gracza' / '. weź jedną z nich do ręki, a resztę połóż na spodzie swojej biblioteki w dowolnej
// kolejności' / '. połóż dowolną liczbę z nich na swoim cmentarzu, a resztę połóż z powrotem na
// wierzchu swojej biblioteki w dowolnej kolejności'
lookAtTop
  : 'spójrz' 'na' amount? topCards lookWhose
    ('i' 'ułóż' 'je' 'z' 'powrotem' 'w' 'dowolnej' 'kolejności')? (PERIOD lookPut)?
  ;
topCards : 'wierzchnią' 'kartę' | 'wierzchnie' 'karty' | 'wierzchnich' 'kart' ;
lookWhose : 'swojej' 'biblioteki' | 'biblioteki' playerSubject ;
lookPut : ('weź' | 'połóż') chosenCount 'z' 'nich' lookDest COMMA 'a' 'resztę' 'połóż' restDest ;
chosenCount : amount | 'dowolną' 'liczbę' ;
lookDest : 'do' 'ręki' | 'na' 'swoim' 'cmentarzu' ;
restDest
  : 'na' 'spodzie' 'swojej' 'biblioteki' ('w' ('dowolnej' | 'losowej') 'kolejności')?  # restBottom
  | 'na' 'swoim' 'cmentarzu'                                                         # restGraveyard
  | 'z' 'powrotem' 'na' 'wierzchu' 'swojej' 'biblioteki' 'w' 'dowolnej' 'kolejności'  # restTop
  ;
// --- end pl6 ---
searchDest
  : 'weź' itWord 'do' 'ręki'                                               # searchToHand
  | 'połóż' itWord 'na' 'polu' 'bitwy' tappedWord?                          # searchToBattlefield
  | 'połóż' itWord 'na' 'swoim' 'cmentarzu'                                 # searchToGraveyard
  // pl7: "then shuffle and put that card on top" (701.19, 701.20)
  // search8: several cards "w dowolnej kolejności" (in any order, 401.4)
  | 'przetasuj' 'swoją' 'bibliotekę' 'i' 'połóż' itWord 'na' 'jej' 'wierzchu' ('w' 'dowolnej' 'kolejności')? # searchToLibrary
  | 'wygnaj' itWord                                                        # searchToExile // search8 (406.2)
  ;
// --- end kopl ---
// --- begin kopl ---
LOYALTY : [+\-\u2212] ([0-9]+ | [xX]) ;   // +1: / -3: (606.2); +3/+3 is longer, so PT_MOD
// nieczarny (nonblack): one word, declined like the colour
notColorWord
  : 'niebiały' | 'niebiała' | 'niebiałe' | 'niebiałego' | 'niebiałej' | 'niebiałą' | 'niebiałemu' | 'niebiałym' | 'niebiałych'
  | 'nieniebieski' | 'nieniebieska' | 'nieniebieskie' | 'nieniebieskiego' | 'nieniebieskiej' | 'nieniebieską' | 'nieniebieskiemu' | 'nieniebieskim' | 'nieniebieskich'
  | 'nieczarny' | 'nieczarna' | 'nieczarne' | 'nieczarnego' | 'nieczarnej' | 'nieczarną' | 'nieczarnemu' | 'nieczarnym' | 'nieczarnych'
  | 'nieczerwony' | 'nieczerwona' | 'nieczerwone' | 'nieczerwonego' | 'nieczerwonej' | 'nieczerwoną' | 'nieczerwonemu' | 'nieczerwonym' | 'nieczerwonych'
  | 'niezielony' | 'niezielona' | 'niezielone' | 'niezielonego' | 'niezielonej' | 'niezieloną' | 'niezielonemu' | 'niezielonym' | 'niezielonych'
  ;
// niebędący krainą (nonland): the participle of nontoken with another type
notType
  : ('niebędący' | 'niebędąca' | 'niebędące' | 'niebędącego' | 'niebędącej' | 'niebędącą'
    | 'niebędącemu' | 'niebędącym' | 'niebędących')
    ('krainą' | 'artefaktem' | 'istotą' | 'zaklęciem' | 'planeswalkerem')
  ;
exiledWord : 'wygnana' | 'wygnaną' | 'wygnane' | 'wygnanej' | 'wygnanych' ; // pl6
blockedWord : 'zablokowany' | 'zablokowana' | 'zablokowane' | 'zablokowani' ;
combatVerb : 'atakować' | 'blokować' | 'atakować' 'ani' 'blokować' ;
attachedAdj
  : 'zaklęty' | 'zaklęta' | 'zaklęte' | 'zaklętego' | 'zaklętej' | 'zaklętą' | 'zaklętemu' | 'zaklętym'
  | 'wyposażony' | 'wyposażona' | 'wyposażone' | 'wyposażonego' | 'wyposażonej' | 'wyposażoną'
  | 'wyposażonemu' | 'wyposażonym'
  ;
// --- end kopl ---
duration : 'do' 'końca' 'tury' ;
// kopl3, pl6: "zapobiegnij wszystkim obrażeniom, które zostałyby zadane ~ (lub) przez ~" (615):
// to, by, to and by; "w tej turze" for an effect, none for a static ability
preventClause
  : 'zapobiegnij' preventAmount COMMA 'które' ('zostałyby' | 'zostałoby') 'zadane' recipient?
    ('lub'? 'przez' objectPhrase)?
  ;
preventAmount
  : 'wszystkim' 'obrażeniom' 'bojowym'?                                    # preventAll
  | ('następnym' | 'następnemu') amount ('obrażeniom' | 'obrażeniu')       # preventNext
  ;
// --- kopl3 --- named counters (122.1): a genitive from compiler/Parse/CounterNames.h
counterKind : PT_MOD | WORD ;
// instrumental numerals ("z dwoma znacznikami"): a rule of their own, `amount` has 32 alternatives
insAmount
  : NUMBER | 'x' | 'dwoma' | 'trzema' | 'czterema' | 'pięcioma' | 'sześcioma' | 'siedmioma'
  | 'ośmioma' | 'dziewięcioma' | 'dziesięcioma'
  ;
damageNoun : 'obrażenie' | 'obrażenia' | 'obrażeń' ;
lifeNoun : ('punkt' | 'punkty' | 'punktów') 'życia' ;
cardNoun : 'karta' | 'kartę' | 'karty' | 'kart' ;
counterNoun : 'znacznik' | 'znaczniki' | 'znaczników' ;

playerSubject
  : youWord                                            # youPlayer
  | targetAdj playerNoun                               # targetPlayer
  | eachAdj playerNoun                                 # eachPlayer
  | thisAdj playerNoun                                 # thatPlayer
  | ('jego' | 'jej') controllerWord                    # controllerOfPlayer // pl5
  | defendingWord 'się' playerNoun                     # defendingPlayer // pl5: 506.2
  ;
controllerWord : 'kontroler' | 'kontrolera' | 'kontrolerowi' ; // pl5
defendingWord : 'broniący' | 'broniącego' | 'broniącemu' ;   // pl5
youWord : 'ty' | 'tobie' | 'ciebie' | 'ci' ;
playerNoun
  : 'gracz' | 'gracza' | 'graczowi' | 'graczu'
  | 'przeciwnik' | 'przeciwnika' | 'przeciwnikowi'
  ;
recipient
  : 'dowolnemu' 'celowi'                               # anyTargetRecipient
  | allAdj description 'i' eachAdj playerNoun          # bothRecipient // pl4: każdej istocie i każdemu graczowi
  | targetAdj playerNoun orWord ('planeswalkerowi' | 'planeswalkera') # playerOrPlaneswalkerRecipient // --- kopl --- 115.4
  | playerSubject                                      # playerRecipient
  | objectPhrase                                       # objectRecipient
  ;

// ---------------------------------------------------------------- objects
// Polish has no articles: a singular description is "a"/"an" (poświęć
// istotę), a plural one is "all such" (istoty, które kontrolujesz, ...).
objectPhrase
  : SELF                                               # selfRef
  | thisAdj typeWord                                   # selfRef2
  | SELF ('z' | 'ze') zoneRef                          # selfInZoneRef // --- pl5 --- ~ z twojego cmentarza
  | SELF orWord description                            # selfOrObject // --- kopl3 --- ~ lub inna istota
  | itWord                                             # itRef
  | attachedAdj typeWord                               # attachedRef  // --- kopl --- 303.4, 301.5
  | exiledWord typeWord                                # exiledCardsRef // pl6: wygnana karta (607.2a)
  | targetAdj description                              # targetObject
  | ('do' | 'maksymalnie')? amount targetAdj description # targetObjects
  | allAdj description                                 # allObjects
  | description                                        # bareDescription
  ;
itWord : 'to' | 'go' | 'je' | 'ją' | 'jej' | 'mu' | 'temu' | 'tym' | 'ono' | 'on' | 'ona' | 'tego' ; // tego: pl7 (przyłącz ~ do tego)
thisAdj : 'ta' | 'tę' | 'tej' | 'ten' | 'tego' | 'temu' | 'tym' | 'to' | 'tą' ; // tą: pl6
targetAdj
  : 'docelowy' | 'docelowa' | 'docelowe' | 'docelowego' | 'docelowej' | 'docelową'
  | 'docelowemu' | 'docelowym' | 'docelowych' | 'docelowi' | 'docelowymi' // docelowymi: pl6
  ;
allAdj
  : 'wszystkie' | 'wszystkich' | 'wszystkim' | 'wszyscy' | 'wszystkimi' // wszystkimi: pl6
  | 'każdy' | 'każda' | 'każde' | 'każdego' | 'każdej' | 'każdą' | 'każdemu' | 'każdym'
  ;
eachAdj : 'każdy' | 'każdego' | 'każdemu' | 'każdym' ;
description
  : anotherAdj? adjective* (typeWord ((COMMA | orWord) adjective* typeWord)* | subtypeNoun ((COMMA | orWord) subtypeNoun)*) // pl6: równinę lub wyspę
    ofTypes? ofSubtype? notType* nontoken? withKw? descSuffix* relClause? zoneSuffix?   // ofTypes, ofSubtype, notType, withKw: --- kopl ---; descSuffix: pl6
  ;
// --- begin pl6: more effects (a rule of their own: the ANTLR C++ runtime trap); our wording
effectPl6
  : objectPhrase ('traci' | 'tracą') keywordList duration?                 # loseKeyword // 613.1f
  | ('przemień' | 'możesz' 'przemienić') objectPhrase                     # transformEffect // 701.28
  | 'inwigiluj' amount                                                      # surveil // 701.42
  | 'odrzuć' 'swoją' 'rękę'                                                 # discardHand // 701.8a
  | playerSubject ('odrzuca' | 'odrzucają') 'swoją' 'rękę'                  # discardHand
  | 'rozegraj' 'dodatkową' 'turę' 'po' 'tej'                                # extraTurn // 500.7
  | 'zamień' 'siłę' 'i' 'wytrzymałość' objectPhrase duration?               # switchPT // 613.4d
  | 'na' 'końcu' 'walki' COMMA effect                                       # atEndOfCombat // 511, 603.7a
  | playerSubject ('tworzy' | 'tworzą') amount? tokenDescription            # createTokenFor // 111.2
  | objectPhrase ('staje' | 'stają') 'się' colorWord (('i' | COMMA) colorWord)* duration? # setColor // 105.3
  | 'przyłącz' objectPhrase 'do' objectPhrase                               # attachTo // 701.3
  | 'otrzymujesz' 'emblemat' 'z' quotedAbility                              # getEmblem // 114.1
  | effectPl7                                                               # moreEffectPl7 // pl7
  ;
// --- end pl6 ---
// --- begin pl7: more effects (a rule of its own: the ANTLR C++ runtime trap); our wording
effectPl7
  // "you may" (608.2d) before an effect with no infinitive form: "jeśli chcesz, ~ zadaje 2
  // obrażenia docelowej istocie" (English "you may have ~ deal 2 damage to target creature")
  : 'jeśli' 'chcesz' COMMA effect                                           # mayHaveEffect
  | ('tapnij' 'lub' 'odtapnij' | 'możesz' 'tapnąć' 'lub' 'odtapnąć') objectPhrase # tapOrUntap // 608.2d
  | lookHead PERIOD lookChoose                                                # lookChooseEffect // 701.16
  // "deals damage equal to its power" (the source's own power, 107.3c): swojej (reflexive)
  | objectPhrase 'zadaje' 'obrażenia' 'równe' 'swojej' 'sile' recipient       # dealOwnPowerDamage
  // "you gain that much life" (the damage just dealt, 119.3): zyskujesz tyle samo punktów życia
  | playerSubject? ('zyskujesz' | 'tracisz' | 'zyskuje' | 'traci' | 'możesz' 'zyskać') 'tyle' 'samo'
      lifeNoun                                                                # thatMuchLife
  | effectPl8                                                                 # moreEffectPl8 // pl8
  ;
// --- begin pl8: more effects (a rule of its own: the ANTLR C++ runtime trap); our wording
effectPl8
  // 601.2d: ~ zadaje 3 obrażenia rozdzielone według twojego wyboru między jeden, dwa lub trzy cele
  : objectPhrase 'zadaje' amount damageNoun ('rozdzielone' | 'rozdzielonych') 'według' 'twojego'
      'wyboru' 'między' dividedAmong                                          # dealDamageDivided
  // 615.7: następnym razem, gdy wybrane przez ciebie (czerwone) źródło miałoby w tej turze zadać
  // obrażenia (tobie), zapobiegnij tym obrażeniom
  | 'następnym' 'razem' COMMA 'gdy' 'wybrane' 'przez' 'ciebie' chosenSourceAdj? 'źródło' 'miałoby'
      'w' 'tej' 'turze' 'zadać' 'obrażenia' recipient? COMMA 'zapobiegnij' 'tym' 'obrażeniom' # preventNextChosen
  // 305.7: docelowa kraina staje się lasem (lub wyspą) / krainą wybranego przez ciebie
  // podstawowego typu (do końca tury)
  | objectPhrase 'staje' 'się' (landTypeIns (orWord landTypeIns)* | 'krainą' 'wybranego' 'przez'
      'ciebie' 'podstawowego' 'typu') duration?                               # becomeLandType
  // 610.3: wygnaj docelową istotę, dopóki ~ nie opuści pola bitwy
  | ('wygnaj' | 'możesz' 'wygnać') objectPhrase COMMA? 'dopóki' SELF 'nie' 'opuści' 'pola' 'bitwy' # exileUntilLeaves
  // 508.1d: docelowa istota atakuje w tej turze, jeśli może
  | objectPhrase ('atakuje' | 'atakują') 'w' 'tej' 'turze' COMMA 'jeśli' ('może' | 'mogą') # attacksThisTurn
  | 'zaludnij'                                                                # populate // 701.30
  // 701.22: zmierz się z przeciwnikiem. jeśli wygrasz, …; 705: rzuć monetą. jeśli wygrasz rzut, …
  | 'zmierz' 'się' 'z' 'przeciwnikiem'                                        # clash
  | 'jeśli' 'wygrasz' COMMA effect                                            # ifWinClash
  | 'rzuć' 'monetą'                                                           # flipCoin
  | 'jeśli' ('wygrasz' | 'przegrasz') 'rzut' COMMA effect                     # ifFlip
  // 701.20a: wtasuj swój cmentarz do swojej biblioteki / docelowy gracz wtasowuje …
  | ('wtasuj' | playerSubject 'wtasowuje') 'swój' 'cmentarz' 'do' 'swojej' 'biblioteki' # shuffleGraveyard
  // 613.1b: docelowy przeciwnik przejmuje kontrolę nad ~ / przejmujesz kontrolę nad …
  | (playerSubject 'przejmuje' | 'przejmujesz') 'kontrolę' 'nad' objectPhrase # giveControl
  // 111.2, 707.2: stwórz żeton, który jest kopią docelowej istoty
  | ('stwórz' | 'możesz' 'stworzyć') 'żeton' COMMA 'który' 'jest' 'kopią' objectPhrase # createTokenCopy
  // 701.8b: docelowy przeciwnik odsłania swoją rękę. wybierasz z niej kartę istoty. ten gracz
  // odrzuca tę kartę
  | playerSubject 'odsłania' 'swoją' 'rękę' PERIOD 'wybierasz' 'z' 'niej' description PERIOD 'ten'
      'gracz' 'odrzuca' 'tę' 'kartę'                                          # discardChosen
  ;
chosenSourceAdj : colorWord (orWord colorWord)? | artifactWord ;
landTypeIns : WORD ; // lasem, wyspą, ...: compiler/Parse/pl/PolishLandTypes.h, checked by the builder
dividedAmong
  : ('jeden' | 'jedną') (COMMA ('dwa' | 'dwie') 'lub' 'trzy' | 'lub' ('dwa' | 'dwie')) dividedWhat
  | 'dowolną' 'liczbę' dividedWhat
  ;
dividedWhat : 'cele' | 'celów' | targetAdj description ;
// --- end pl8 ---
// 701.16, 608.2d: looking at (or revealing) the top cards and choosing some of a kind; the place
// comes before the description ("weź do ręki kartę istoty"): after it, "na polu bitwy" would be
// read as where the cards are
lookHead : ('spójrz' 'na' | 'odsłoń') amount? topCards lookWhose ;
lookChoose
  // weź do ręki wszystkie odsłonięte w ten sposób karty istot, a resztę połóż na swoim cmentarzu
  : lookVerb lookPlace 'wszystkie' 'odsłonięte' 'w' 'ten' 'sposób' description COMMA 'a' 'resztę'
      lookVerb lookPlace                                                     # allRevealedChoose
  // jeśli to karta krainy, połóż ją na polu bitwy, a w przeciwnym razie weź ją do ręki
  | 'jeśli' 'to' description COMMA lookVerb 'ją' lookPlace COMMA 'a' 'w' 'przeciwnym' 'razie'
      lookVerb 'ją' lookPlace                                                # ifItIsChoose
  // możesz odsłonić kartę istoty spośród nich i wziąć ją do ręki, a resztę połóż na spodzie …
  | 'możesz' 'odsłonić' description 'spośród' 'nich' 'i' lookVerb 'ją' lookPlace COMMA 'a'
      'resztę' lookVerb lookPlace                                            # mayRevealChoose
  // możesz położyć na polu bitwy kartę istoty spośród nich, a resztę połóż na spodzie …
  | 'możesz' lookVerb lookPlace description 'spośród' 'nich' COMMA 'a' 'resztę' lookVerb lookPlace # mayChoose
  // możesz położyć tę kartę na swoim cmentarzu / na cmentarzu tego gracza (404.1)
  | 'możesz' 'położyć' 'tę' 'kartę' 'na' ('swoim' 'cmentarzu' | 'cmentarzu' 'tego' 'gracza') # mayPutThatCard
  ;
lookVerb : 'weź' | 'wziąć' | 'połóż' | 'położyć' ;
lookPlace
  : 'do' 'ręki' | 'na' 'polu' 'bitwy' | 'na' 'swoim' 'cmentarzu'
  | 'z' 'powrotem' 'na' 'wierzchu' 'swojej' 'biblioteki' ('w' 'dowolnej' 'kolejności')?
  | 'na' 'spodzie' 'swojej' 'biblioteki' ('w' ('dowolnej' | 'losowej') 'kolejności')?
  ;
// --- end pl7 ---
// --- begin pl6: blocking rules (509.1a-c) as sentences, keywords in the AST; our wording
blockRule
  : objectPhrase ('może' | 'mogą') 'blokować' 'dodatkową' 'istotę' 'w' 'każdej' 'walce'     # canBlockAdditionalRule
  | objectPhrase 'nie' ('może' | 'mogą') 'zostać' blockedWord 'przez' 'więcej' 'niż' 'jedną' 'istotę' # blockedByOneRule
  | objectPhrase ('blokuje' | 'blokują') 'w' 'każdej' 'walce' COMMA 'jeśli' ('może' | 'mogą') # blocksEachCombatRule
  | objectPhrase ('musi' | 'muszą') 'zostać' blockedWord COMMA 'jeśli' 'to' 'możliwe'        # mustBeBlockedRule
  | 'wszystkie' 'istoty' COMMA 'które' 'mogą' 'zablokować' objectPhrase COMMA 'robią' 'to'   # allMustBlockRule
  ;
// --- end pl6 ---
// --- begin pl6: o sile 2 lub mniejszej / o wytrzymałości 4 lub większej / o wartości many 3 lub
// mniejszej / o wartości many x (208.1, 202.3); ze znacznikiem +1/+1 (122.1); our wording ---
descSuffix
  : 'o' statWord (NUMBER | 'x') ('lub' ('mniejszej' | 'większej'))?       # statSuffix
  | 'ze' 'znacznikiem' counterKind                                        # counterSuffix
  | 'o' 'nazwie' SELF                                                     # namedSelfSuffix // pl8: 201.2
  | 'wybranego' ('typu' | 'koloru')                                       # chosenSuffix // pl8: 614.12
  ;
statWord : 'sile' | 'wytrzymałości' | 'wartości' 'many' ;
// --- end pl6 ---
// pl4: a creature type as the noun (docelowy goblin, inni sojusznicy): a declined form from
// compiler/Parse/pl/PolishSubtypes.h, checked by the builder
subtypeNoun : WORD | 'bagna' | 'wyspy' | 'lasy' | 'góry' | 'równiny' | 'turze' | 'tura' ; // words that are literals elsewhere (tura: pl7)
// --- begin kopl: istota typu goblin (creature types: compiler/Parse/pl/PolishSubtypes.h) ---
ofSubtype : 'typu' subtypeWord+ (orWord subtypeWord)* ; // pl6: typu duch lub arkanum (either)
subtypeWord : WORD ;
// "żeton 1/1 białej istoty typu żołnierz z lataniem" (111.4)
tokenDescription // artifactWord: pl4; pl6: a quoted ability (111.4, 113.1a)
  : tokenNoun PT tokenColors artifactWord? typeWord ofSubtype? withKw? ('z' quotedAbility)?
    ('o' 'nazwie' tokenNamePl)? ;   // search8: "o nazwie Carnivore" (named Carnivore, 111.4)
tokenNamePl : WORD+ ;
tokenNoun : 'żeton' | 'żetony' | 'żetonów' ;
tokenColors : colorWord ((COMMA | 'i') colorWord)* | 'bezbarwnej' | 'bezbarwnego' ;
// --- end kopl ---
// --- begin kopl: istota z lataniem / istota bez latania (with / without a keyword) ---
withKw : ('z' | 'ze') kwInstrumental | 'bez' kwGenitive ;
kwInstrumental
  : 'lataniem' | 'obronnością' | 'zasięgiem' | 'cieniem' | 'pierwszym' 'uderzeniem'
  | 'tratowaniem' | 'pośpiechem' | 'zakażeniem' | 'czujnością' | 'dotykiem' 'śmierci'
  | 'więzią' 'życia'
  ;
kwGenitive
  : 'latania' | 'obronności' | 'zasięgu' | 'cienia' | 'pierwszego' 'uderzenia'
  | 'tratowania' | 'pośpiechu' | 'zakażenia' | 'czujności' | 'dotyku' 'śmierci'
  | 'więzi' 'życia'
  ;
// --- end kopl ---
// --- kopl --- the types of a card, token or spell, in the genitive: karta istoty,
// żeton istoty, czar instantu lub rytuału ("creature card", "instant or sorcery spell")
ofTypes : typeWord ((COMMA | orWord) typeWord)* ;
orWord : 'lub' | 'albo' ;
anotherAdj
  : 'inny' | 'inna' | 'inne' | 'innego' | 'innej' | 'inną' | 'innemu' | 'innym' | 'innych'
  | 'inni' ; // pl4: masculine personal plural (inni sojusznicy)
adjective : historicWord | colorWord (orWord colorWord)? | tappedWord | notColorWord | combatWord (orWord combatWord)? | supertypeWord | artifactWord | multicolorWord | notSupertypeWord | colorlessWord ; // multicolorWord, notSupertypeWord, colorlessWord: pl6 // notColorWord, combatWord: --- kopl ---; supertypeWord: pl4
// --- pl4 --- "artifact creature" as artefaktowa istota (two types of one object, 205.2a)
artifactWord
  : 'artefaktowy' | 'artefaktowa' | 'artefaktowe' | 'artefaktowego' | 'artefaktowej' | 'artefaktową'
  | 'artefaktowemu' | 'artefaktowym' | 'artefaktowych'   // not 'artefaktowi': the noun's dative
  ;
// --- pl6 --- wielokolorowy (multicoloured, 105.2b), niepodstawowy / nielegendarny (nonbasic,
// nonlegendary, 205.4), declined
multicolorWord
  : 'wielokolorowy' | 'wielokolorowa' | 'wielokolorowe' | 'wielokolorowego' | 'wielokolorowej'
  | 'wielokolorową' | 'wielokolorowemu' | 'wielokolorowym' | 'wielokolorowych' | 'wielokolorowi'
  ;
historicWord // pl8: historyczny (700.6: legendary, artifact, Saga), declined
  : 'historyczny' | 'historyczna' | 'historyczne' | 'historycznego' | 'historycznej' | 'historyczną'
  | 'historycznemu' | 'historycznym' | 'historycznych'
  ;
colorlessWord // pl6: bezbarwny (105.2c), declined
  : 'bezbarwny' | 'bezbarwna' | 'bezbarwne' | 'bezbarwnego' | 'bezbarwnej' | 'bezbarwną'
  | 'bezbarwnemu' | 'bezbarwnym' | 'bezbarwnych' | 'bezbarwni'
  ;
notSupertypeWord
  : 'niepodstawowy' | 'niepodstawowa' | 'niepodstawowe' | 'niepodstawowego' | 'niepodstawowej'
  | 'niepodstawową' | 'niepodstawowemu' | 'niepodstawowym' | 'niepodstawowych'
  | 'nielegendarny' | 'nielegendarna' | 'nielegendarne' | 'nielegendarnego' | 'nielegendarnej'
  | 'nielegendarną' | 'nielegendarnemu' | 'nielegendarnym' | 'nielegendarnych'
  ;
// --- pl4 --- supertypes (205.4): podstawowy (basic), legendarny, śnieżny (snow), declined
supertypeWord
  : 'podstawowy' | 'podstawowa' | 'podstawowe' | 'podstawowego' | 'podstawowej' | 'podstawową'
  | 'podstawowemu' | 'podstawowym' | 'podstawowych' | 'podstawowi'
  | 'legendarny' | 'legendarna' | 'legendarne' | 'legendarnego' | 'legendarnej' | 'legendarną'
  | 'legendarnemu' | 'legendarnym' | 'legendarnych' | 'legendarni'
  | 'śnieżny' | 'śnieżna' | 'śnieżne' | 'śnieżnego' | 'śnieżnej' | 'śnieżną' | 'śnieżnemu'
  | 'śnieżnym' | 'śnieżnych' | 'śnieżni'
  ;
// --- begin kopl: atakująca / blokująca / atakująca lub blokująca istota (506.3, 509.1) ---
combatWord
  : 'atakujący' | 'atakująca' | 'atakujące' | 'atakującego' | 'atakującej' | 'atakującą'
  | 'atakującemu' | 'atakującym' | 'atakujących'
  | 'blokujący' | 'blokująca' | 'blokujące' | 'blokującego' | 'blokującej' | 'blokującą'
  | 'blokującemu' | 'blokującym' | 'blokujących'
  ;
// --- end kopl ---
colorWord
  : 'biały' | 'biała' | 'białe' | 'białego' | 'białej' | 'białą' | 'białemu' | 'białym' | 'białych'
  | 'niebieski' | 'niebieska' | 'niebieskie' | 'niebieskiego' | 'niebieskiej' | 'niebieską'
  | 'niebieskiemu' | 'niebieskim' | 'niebieskich'
  | 'czarny' | 'czarna' | 'czarne' | 'czarnego' | 'czarnej' | 'czarną' | 'czarnemu' | 'czarnym' | 'czarnych'
  | 'czerwony' | 'czerwona' | 'czerwone' | 'czerwonego' | 'czerwonej' | 'czerwoną' | 'czerwonemu'
  | 'czerwonym' | 'czerwonych'
  | 'zielony' | 'zielona' | 'zielone' | 'zielonego' | 'zielonej' | 'zieloną' | 'zielonemu' | 'zielonym'
  | 'zielonych'
  | 'biali' | 'niebiescy' | 'czarni' | 'czerwoni' | 'zieloni' // pl4: masculine personal plural
  ;
tappedWord
  : 'tapnięty' | 'tapnięta' | 'tapnięte' | 'tapniętego' | 'tapniętej' | 'tapniętą' | 'tapniętych'
  | 'odtapnięty' | 'odtapnięta' | 'odtapnięte' | 'odtapniętego' | 'odtapniętej' | 'odtapniętą'
  | 'odtapniętych'
  | 'tapnięci' | 'odtapnięci' // pl4: masculine personal plural
  ;
nontoken
  : ('niebędący' | 'niebędąca' | 'niebędące' | 'niebędącego' | 'niebędącej' | 'niebędącą'
    | 'niebędącemu' | 'niebędącym' | 'niebędących') 'żetonem'
  ;
// Singular and plural forms, all cases; a form that is both genitive singular
// and nominative plural (istoty, karty, zaklęcia) counts as plural.
typeWord : typeSingular | typePlural ;
typeSingular
  : 'istota' | 'istocie' | 'istotę' | 'istotą'
  | 'artefakt' | 'artefaktu' | 'artefaktowi' | 'artefaktem' | 'artefakcie'
  | 'zaklęcie' | 'zaklęciu' | 'zaklęciem'
  | 'kraina' | 'krainie' | 'krainę' | 'krainą'
  | 'planeswalker' | 'planeswalkera' | 'planeswalkerowi' | 'planeswalkerem' | 'planeswalkerze'
  | 'permanent' | 'permanentu' | 'permanentowi' | 'permanentem' | 'permanencie'
  | 'karta' | 'kartę' | 'karcie' | 'kartą'
  | 'czar' | 'czaru' | 'czarowi' | 'czarem' | 'czarze'
  | 'żeton' | 'żetonu' | 'żetonowi' | 'żetonem' | 'żetonie'
  | 'instant' | 'instantu' | 'instantowi' | 'instantem' | 'instancie'
  | 'rytuał' | 'rytuału' | 'rytuałowi' | 'rytuałem' | 'rytuale'
  ;
typePlural
  : 'istoty' | 'istot' | 'istotom' | 'istotami' | 'istotach'
  | 'artefakty' | 'artefaktów' | 'artefaktom' | 'artefaktami' | 'artefaktach'
  | 'zaklęcia' | 'zaklęć' | 'zaklęciom' | 'zaklęciami' | 'zaklęciach'
  | 'krainy' | 'krain' | 'krainom' | 'krainami' | 'krainach'
  | 'planeswalkery' | 'planeswalkerów' | 'planeswalkerom' | 'planeswalkerami' | 'planeswalkerach'
  | 'permanenty' | 'permanentów' | 'permanentom' | 'permanentami' | 'permanentach'
  | 'karty' | 'kart' | 'kartom' | 'kartami' | 'kartach'
  | 'czary' | 'czarów' | 'czarom' | 'czarami' | 'czarach'
  | 'żetony' | 'żetonów' | 'żetonom' | 'żetonami' | 'żetonach'
  | 'instanty' | 'instantów' | 'instantom' | 'instantami' | 'instantach'
  | 'rytuały' | 'rytuałów' | 'rytuałom' | 'rytuałami' | 'rytuałach'
  ;
relClause
  : COMMA relPronoun controllerVerb COMMA?
  | COMMA relPronoun 'celem' 'jest' objectPhrase COMMA?   // pl6: czar, którego celem jest ~ (115.1)
  | COMMA relPronoun SELF 'zadał' 'w' 'tej' 'turze' 'obrażenia' COMMA? // pl8: 120.1, której ~ zadał …
  ;
relPronoun : 'który' | 'która' | 'które' | 'którą' | 'którego' | 'którym' | 'których' | 'której' ; // której: pl6
controllerVerb
  : 'kontrolujesz'                                     # youControl
  | 'nie' 'kontrolujesz'                               # youDontControl // pl6: (not (controller you))
  | 'kontroluje' 'przeciwnik'                          # opponentControls
  | 'kontrolują' 'twoi' 'przeciwnicy'                  # opponentsControl
  | 'kontroluje' targetAdj playerNoun                  # targetPlayerControls // pl6
  | 'kontroluje' defendingWord 'się' playerNoun        # defendingPlayerControls // pl6
  | 'kontroluje' thisAdj playerNoun                    # thatPlayerControls // pl8: 603.3d
  ;
zoneSuffix : ('z' | 'ze' | 'na' | 'w' | 'we') zoneRef ;
zoneRef : zoneOwner? zoneWord | zoneWord zoneOwner | zoneWord targetAdj playerNoun ; // twojego cmentarza / cmentarza przeciwnika; pl6: cmentarza docelowego gracza
zoneOwner
  : 'twój' | 'twojego' | 'twojemu' | 'twoim' | 'twoja' | 'twojej' | 'twoją' | 'twoje' | 'twoich'  // you
  | allAdj                                                                     // all / each
  | ('gracza' | 'przeciwnika') 
  ;
zoneWord
  : 'cmentarz' | 'cmentarza' | 'cmentarzu' | 'cmentarze' | 'cmentarzy' | 'cmentarzach'
  | 'ręka' | 'rękę' | 'ręki' | 'ręce' | 'ręką' | 'rąk'
  | 'biblioteka' | 'bibliotekę' | 'biblioteki' | 'bibliotece' | 'biblioteką'
  | 'wygnanie' | 'wygnania' | 'wygnaniu'
  | ('pole' | 'pola' | 'polu' | 'polem') 'bitwy'
  ;

amount
  : NUMBER | 'x'
  | 'jeden' | 'jedna' | 'jedną' | 'jedno' | 'jednego' | 'jednej' | 'jednemu'
  | 'dwa' | 'dwie' | 'dwóch' | 'dwóm' | 'dwoma'
  | 'trzy' | 'trzech' | 'trzem' | 'cztery' | 'czterech' | 'czterem'
  | 'pięć' | 'pięciu' | 'sześć' | 'sześciu' | 'siedem' | 'siedmiu' | 'osiem' | 'ośmiu'
  | 'dziewięć' | 'dziewięciu' | 'dziesięć' | 'dziesięciu'
  ;
