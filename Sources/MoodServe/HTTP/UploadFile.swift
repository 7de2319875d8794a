import FoundationEssentials
import Glibc

/// A request body on disk: a temporary file whose name is removed as soon as it is made, so
/// that only its open descriptor keeps it. Whatever happens next (an answer, an error, the
/// connection dropped, the server stopped or killed), the system frees the file with the last
/// descriptor; nothing is left to clean up in the folder.
///
/// libmicrohttpd's thread writes it while the body arrives; the handler then reads it under a
/// path of its own (`/proc/self/fd/N`, a new descriptor with its own offset). Every stored
/// property is a constant: the descriptor is closed only by `deinit`, when no one holds it.
package final class UploadFile: Sendable {
  private let descriptor: Int32

  /// A new empty file in `folder`.
  /// - Throws: `UploadFile.Failure` with the system's `errno` when it cannot be made.
  package init(in folder: String) throws {
    let path = folder + "/.mood-upload-\(UUID().uuidString).tmp"
    let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { throw Failure(code: errno) }
    // The name lives only between these two calls.
    guard unlink(path) == 0 else {
      let code = errno
      close(descriptor)
      throw Failure(code: code)
    }
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// A failed system call on the file, with its `errno`.
  package struct Failure: Error, Equatable {
    package let code: Int32
  }

  /// A path that opens the file anew while this object lives.
  package var path: String { "/proc/self/fd/\(descriptor)" }

  /// Appends `count` bytes at `bytes`.
  /// - Throws: `Failure` (`ENOSPC` when the disk is full).
  package func append(_ bytes: UnsafeRawPointer, count: Int) throws {
    var written = 0
    while written < count {
      let result = write(descriptor, bytes + written, count - written)
      if result > 0 {
        written += result
      } else if result < 0, errno != EINTR {
        throw Failure(code: errno)
      } else if result == 0 {
        throw Failure(code: EIO)
      }
    }
  }
}
