/// A key and its value in a CBOR map.
package struct CBORPair: Equatable, Sendable {
  package let key: CBOR
  package let value: CBOR
}
