/// This MoodCard's release, as `mood --version` and the man page print it and as a batch's
/// manifest records what drew its cards. The Debian package's version (`debian/changelog`)
/// follows it.
package enum Release {
  package static let version = "0.1.0"
}
