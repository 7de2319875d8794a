/// The Levenshtein distance between two strings, counted in characters: how many insertions,
/// deletions and substitutions turn `a` into `b`. Used to suggest the word a person meant.
public func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a), b = Array(b)
  var previous = Array(0...b.count)
  for (i, left) in a.enumerated() {
    var current = [i + 1]
    for (j, right) in b.enumerated() {
      current.append(
        Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
    }
    previous = current
  }
  return previous[b.count]
}
