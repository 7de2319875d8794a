/// Where a route's request body is written as it arrives, instead of being held in memory: a
/// file in `folder`, of at most `limit` bytes. (An Apple Health export may be hundreds of MB.)
package struct UploadPlace: Sendable, Equatable {
  /// The folder of the temporary file: the store's, so the file is on a disk the journal uses.
  package let folder: String
  /// The most bytes the body may have; more is `413`.
  package let limit: Int64

  package init(folder: String, limit: Int64) {
    self.folder = folder
    self.limit = limit
  }
}
