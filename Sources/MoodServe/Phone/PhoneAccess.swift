import FoundationEssentials
import MoodApp

/// What a server that a phone may reach knows of that reach: the HTTPS addresses it listens on
/// and the certificate authority a phone must trust. `nil` in `ServeSettings` while the server
/// listens on this computer's own addresses alone.
package struct PhoneAccess: Sendable {
  /// `https://ADDRESS:PORT` for each address beyond this computer's own, in the order printed:
  /// the first is the one the QR code carries.
  package var origins: [String]
  /// The CA's certificate, PEM: served at `/ca.crt`, the one file of the folder that is public.
  package var authorityPEM: String
  /// The CA certificate's SHA-256 fingerprint, as colon-separated upper-case hexadecimal pairs:
  /// what the "Connect your phone" page shows to compare with the phone's.
  package var authorityFingerprint: String
  /// Where the devices and the keys are kept.
  package var folder: PhoneFolder
  /// The pairing code and the devices' credentials, over the devices kept in `folder`: one
  /// object, so the process that prints the code and the server it forks know the same code.
  package let pairing: PhonePairing

  package init(
    origins: [String], authorityPEM: String, authorityFingerprint: String, folder: PhoneFolder
  ) {
    self.origins = origins
    self.authorityPEM = authorityPEM
    self.authorityFingerprint = authorityFingerprint
    self.folder = folder
    pairing = PhonePairing(folder: folder)
  }
}
