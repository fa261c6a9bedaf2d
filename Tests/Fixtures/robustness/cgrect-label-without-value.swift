// Found by Scripts/fuzz.sh swift: a rectangle label with no value (`CGRect(x:)`) built an
// inverted range in FactExtractor.origins and trapped.
let r = CGRect(x:)
let s = CGRect(x:, y: 1)
