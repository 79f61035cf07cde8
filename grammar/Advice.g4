// The one definition of the advise language (.dsl files).
// C++ is generated from this file at build time (antlr4 -Dlanguage=Cpp); never commit the output.
// Only engine/src/syntax/ sees the generated types.
grammar Advice;

// Unit words are ordinary names: a name after a number is its unit where the one unit table
// (engine/src/base/unit_table.cpp) knows it, so that adding a unit touches that table only.
@parser::header { #include "syntax/unit_words.h" }
@parser::members {
bool unitAt(size_t k) {
  auto* token = _input->LT(k);
  return token->getType() == PERCENT ||
         (token->getType() == IDENT && advise::syntax::is_unit_word(token->getText()));
}
}

file : decl* EOF ;

// One expression alone: string interpolation, `advise catalog --where`, report columns.
exprOnly : expr EOF ;

decl
  : importDecl
  | enumDecl
  | schemaDecl
  | entityDecl
  | letDecl
  | prefersDecl
  | columnsDecl
  | networkDecl
  | blockDecl
  | ruleDecl
  | testDecl
  | chartDecl
  | referenceDecl
  | factDecl
  ;

// import "path/file.dsl" or import "folder" (every .dsl below it, sorted by path)
importDecl : 'import' STRING ;

// enum arch = kepler < maxwell < pascal      (ordered)
// enum vendor = nvidia, amd, intel            (unordered)
enumDecl : 'enum' IDENT '=' IDENT ( ('<' IDENT)+ | (',' IDENT)+ )? ;

// schema gpu { memory: B  bandwidth: B/s  arch: arch  price: dated USD }
schemaDecl : 'schema' entityKind '{' fieldDecl* '}' ;
// `role`: what the field means to the engine (docs/language.md, "Roles"): released: date role release_date
fieldDecl  : IDENT ':' typeSpec bound? ('role' role=IDENT)? doc=STRING? ;
// The least possible value: batch: number > 0   framework_memory: B >= 0
bound      : op=('>' | '>=') quantity ;
typeSpec
  : 'string'                 # stringType
  | 'bool'                   # boolType
  | 'date'                   # dateType
  | 'number'                 # numberType
  | 'shape'                  # shapeType
  | 'dated' unitExpr         # datedType
  | unitExpr                 # quantityType
  | 'set' 'of' (IDENT | 'string')  # setType
  | IDENT                    # enumType
  ;

// quotes "H100 SXM" { rent 2.10 USD/h @ 2026-11-20 from "lambda" }: dated quotes added to a catalog card
entityKind : 'gpu' | 'workload' | 'situation' | 'measured' | 'quotes' ;

// gpu "RTX 2070" { memory 8 GB  price 499 USD @ 2018-10 new, 300 USD @ 2020-09 used }
entityDecl : kind=entityKind name=STRING '{' properties+=property* '}' ;
property   : name=IDENT values+=valueItem (',' values+=valueItem)* ;
// A dated value may name who quoted it: rent 2.10 USD/h @ 2026-11-20 from "lambda"
valueItem  : value=literal ('@' date=DATE condition=('new' | 'used')? ('from' seller=STRING)?)? ;

// let need.memory = workload.memory * 1.1
letDecl : 'let' qname '=' expr ;

// conv prefers tensor_cores > flops > bandwidth > fp16 within 10% cites F22
prefersDecl : IDENT 'prefers' criteria cites? ;
criteria    : criterion ('>' criterion)* ('within' tolerance=quantity)? ;
criterion   : direction=('lowest' | 'highest')? ref ;
cites       : 'cites' IDENT (',' IDENT)* ;

// columns gpu.memory, need.memory as memory_bytes, gpu.price
// details need.weights, time.layers          (shown by --explain and in JSON, not in the table)
// columns samples_per_second within speed_error   (the estimate's expected error, a fraction)
columnsDecl  : kind=('columns' | 'details') reportColumn (',' reportColumn)* ;
reportColumn : column ('within' error=expr)? ;
column       : ref ('as' alias=IDENT)? ;

// network "ResNet-50" { input 224 x 224 x 3  conv(64, kernel: 7, stride: 2, padding: 3) ... }
networkDecl : 'network' name=STRING '{' layerStmt* '}' ;
layerStmt
  : key=IDENT literal                                          # settingLayer
  | 'repeat' NUMBER '{' layerStmt* '}'                         # repeatLayer
  | 'residual' '{' layerStmt* '}'                              # residualLayer
  | 'parallel' '{' branch+ '}'                                 # parallelLayer
  | kind=IDENT '(' (layerArg (',' layerArg)*)? ')'             # callLayer
  ;
layerArg : (key=IDENT ':')? literal ;

// block decoder(heads, ff: 3072) { residual { attention(heads) } layernorm() ... }: layers a
// network calls by name, as decoder(12); a parameter named in an argument takes the call's value.
blockDecl  : 'block' name=IDENT '(' (blockParam (',' blockParam)*)? ')' '{' layerStmt* '}' ;
blockParam : name=IDENT (':' literal)? ;
branch   : '{' layerStmt* '}' ;

ruleDecl : 'rule' name=STRING '{' ruleItem* '}' ;
ruleItem
  : cites                                           # citesItem
  | 'when' expr                                     # whenItem
  | 'require' expr ('else' 'reject' message=STRING)? # requireItem
  | 'reject' message=STRING                         # rejectItem
  | 'warn' message=STRING                           # warnItem
  | 'note' message=STRING                           # noteItem
  | 'invalid' message=STRING                        # invalidItem
  | 'recommend' message=STRING?                     # recommendItem
  | 'prefer' criteria                               # preferItem
  | 'priority' NUMBER                               # priorityItem
  ;

// test "name" { as_of 2019-04  situation "little money"  workload "kaggle"  expect top == "GTX 1060 6GB" }
testDecl : 'test' name=STRING '{' testItem* '}' ;
testItem
  : 'as_of' DATE                    # asOfItem
  | 'situation' STRING              # testSituationItem
  | 'workload' STRING               # testWorkloadItem
  | 'expect' expr                   # expectItem
  | 'known_difference' STRING       # knownDifferenceItem
  ;

// chart "Speed per dollar" x gpu.price y relative_speed      (a panel of `advise FILE --format svg`)
// `y` is matched as a name (the parser checks it) so that it stays free for lets and properties.
chartDecl : 'chart' title=STRING 'x' xAxis=column yWord=IDENT yAxis=column ;

// reference dettmers_2019 { author "Tim Dettmers"  title "Which GPU(s) ..."  published 2019-04-03  url "https://..." }
referenceDecl  : 'reference' IDENT '{' referenceField* '}' ;
referenceField : key=IDENT value=(STRING | DATE) ;

// fact F22 from dettmers_2019 "Convolutional nets and transformers: tensor cores > FLOPs > ..."
factDecl : 'fact' IDENT 'from' IDENT (',' IDENT)* text=STRING ;

expr
  : primary                                            # primaryExpr
  | op=('-' | 'not') expr                              # unaryExpr
  | expr op=('*' | '/') expr                           # mulExpr
  | expr op=('+' | '-') expr                           # addExpr
  | expr op='??' expr                                  # defaultExpr
  | expr op=('<' | '<=' | '>' | '>=' | '==' | '!=') expr # compareExpr
  | expr op='in' expr                                  # inExpr
  | expr op='and' expr                                 # andExpr
  | expr op='or' expr                                  # orExpr
  | 'if' expr 'then' expr 'else' expr                  # ifExpr
  ;

primary
  : literal                                 # literalPrimary
  | fn=(IDENT | 'measured') '(' (expr (',' expr)*)? ')'  # callPrimary
  | ref                                     # refPrimary
  | '(' expr ')'                            # parenPrimary
  | '[' (expr (',' expr)*)? ']'             # listPrimary
  ;

ref   : head=('gpu' | 'workload' | 'situation' | 'as_of' | IDENT) ('.' IDENT)* ;
qname : IDENT ('.' IDENT)* ;

// Labelled throughout: entity declarations are parsed without a parse tree
// (engine/src/syntax/declaration_parse.cpp).
literal
  : q=quantity                              # quantityLiteral
  | dims+=NUMBER ('x' dims+=NUMBER)+        # shapeLiteral
  | str=STRING                              # stringLiteral
  | date=DATE                               # dateLiteral
  | flag=('true' | 'false')                 # boolLiteral
  | word=IDENT                              # identLiteral
  ;

quantity   : sign='-'? number=NUMBER unit=unitExpr? ;
unitExpr   : factors+=unitFactor ({unitAt(2)}? op+=('/' | '*') factors+=unitFactor)* ;
unitFactor : {unitAt(1)}? word=(IDENT | PERCENT) ('^' power=NUMBER)? ;

DATE   : DIGIT DIGIT DIGIT DIGIT '-' DIGIT DIGIT ('-' DIGIT DIGIT)? ;
NUMBER : DIGIT+ ('.' DIGIT+)? ([eE] [+-]? DIGIT+)? ;
STRING : '"' (~["\\\r\n] | '\\' .)* '"' ;
UNTERMINATED_STRING : '"' (~["\\\r\n] | '\\' .)* ;
IDENT  : [a-zA-Z_] [a-zA-Z_0-9]* ;
PERCENT : '%' ;

COMMENT : '#' ~[\r\n]* -> channel(HIDDEN) ;  // kept for `advise fmt`; the parser never sees it
WS      : [ \t\r\n]+ -> skip ;

// Anything else becomes a token the parser rejects, so lexical errors get the same diagnostics.
UNKNOWN_CHAR : . ;

fragment DIGIT : [0-9] ;
