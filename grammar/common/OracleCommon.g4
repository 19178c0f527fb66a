// Lexer pieces shared by every language's grammar through ANTLR `import`:
// mana and tap symbols, numbers, P/T modifiers, the card-name placeholder,
// reminder text and punctuation. The normaliser (compiler/Text) has already
// applied NFC, folded full-width forms to ASCII, collapsed spaces, lower-cased
// cased scripts and replaced the card's own name with `~`.
// A language grammar may override WORD (Japanese does: it has no spaces).
lexer grammar OracleCommon;

MANA_SYMBOL : '{' ~[{}\n]+ '}' ;          // {2} {g} {w/u} {t} {q} {x}
PT_MOD      : [+-] ([0-9]+ | 'x') '/' [+-] ([0-9]+ | 'x') ;   // +3/+3, -1/-0, +x/+0
PT          : [0-9x*]+ '/' [0-9x*]+ ;     // 2/2 (token size)
NUMBER      : [0-9]+ ;
SELF        : '~' ;                       // the card's own name (CR 201.4)
REMINDER    : '(' ~[()\n]* ')' ;          // reminder text (CR 207.2)
COLON       : ':' ;
COMMA       : ',' ;
PERIOD      : '.' ;
DASH        : '\u2014' ;                  // em dash: modal choices, "Creature — Bear"
BULLET      : '\u2022' ;
QUOTE       : '"' ;
WS          : [ \t\r\n]+ -> skip ;     // \n: the bullet lines of a modal ability (CR 700.2)
WORD        : [\p{L}\p{M}] [\p{L}\p{M}'\-]* ;
OTHER       : . ;
