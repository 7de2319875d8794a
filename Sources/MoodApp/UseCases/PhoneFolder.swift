import FoundationEssentials
import MoodStore

/// Where `mood serve` keeps what pairs a phone to this computer: the certificate authority and
/// the server's certificate with their keys, and the paired devices. A folder of mode 0700 in
/// MoodCard's data folder, never beside a store given elsewhere; its files are mode 0600 and
/// none of them is served but the CA's certificate.
package struct PhoneFolder: Sendable {
  /// The folder itself: `phone` in the data folder.
  package let url: URL

  package init(environment: [String: String]) {
    url = URL(
      filePath: StoreLocation.dataFolder(environment: environment) + "/phone",
      directoryHint: .isDirectory)
  }

  /// The file `name` in the folder.
  package func file(_ name: String) -> URL {
    url.appending(path: name, directoryHint: .notDirectory)
  }
}
