import Foundation
import MoodApp
import Testing

/// The rules of a pairing code: its alphabet, how a typed code is read, how it is shown.
@Suite struct PairingCodeTests {
  @Test func theAlphabetHasNoLookAlikes() {
    for lookAlike in "0O1IL" { #expect(!PairingCode.alphabet.contains(lookAlike)) }
    #expect(Set(PairingCode.alphabet).count == PairingCode.alphabet.count)
  }

  @Test func aTypedCodeIsReadInAnyCaseWithSpacesAndDashesIgnored() {
    #expect(PairingCode(typed: "abcd efgh")?.text == "ABCDEFGH")
    #expect(PairingCode(typed: " AB-CD EF-GH ")?.text == "ABCDEFGH")
    #expect(PairingCode(typed: "k3m9-x2pq")?.text == "K3M9X2PQ")
  }

  @Test func textThatIsNotACodeIsRefused() {
    for typed in ["", "ABCDEFG", "ABCDEFGHJ", "ABCDEFG0", "ABCDEFGI", "ABCDEFG!", "ÄBCDEFGH"] {
      #expect(PairingCode(typed: typed) == nil, "\(typed)")
    }
  }

  @Test func aCodeIsShownInGroupsOfFour() throws {
    #expect(try #require(PairingCode(typed: "ABCDEFGH")).grouped == "ABCD EFGH")
  }

  @Test func randomCodesAreCodesAndDiffer() {
    let codes = (0..<50).map { _ in PairingCode.random() }
    for code in codes {
      #expect(code.text.count == PairingCode.length)
      #expect(PairingCode(typed: code.text) == code)
    }
    #expect(Set(codes.map(\.text)).count == codes.count)
  }

  @Test func aCodeLivesTenMinutes() {
    let made = Date(timeIntervalSince1970: 1_800_000_000)
    #expect(PairingCode.expiry(ofCodeMadeAt: made).timeIntervalSince(made) == 600)
  }
}
