/// The reasons a file is refused as a store, as `StoreError` and `ImportError` word them; other
/// refusals give the system's or SQLite's own reason. The command says each in the person's
/// language.
public enum StoreRule: String, CaseIterable, Sendable {
  case folder = "it is a folder, not a regular file"
  case fifo = "it is a FIFO (named pipe), not a regular file"
  case device = "it is a device, not a regular file"
  case socket = "it is a socket, not a regular file"
  case specialFile = "it is a special file, not a regular file"
  case danglingLink = "it is a symbolic link to a file that does not exist"
  case unreadable = "the file cannot be read"
  case notSQLite = "it is not an SQLite database"
  case emptyFile = "the file is empty; a store written by `mood backup` is never empty"
  case otherProgram = "it is an SQLite database of another program"
  case theStoreItself = "it is the store itself"
  case theStoreBeingReplaced = "it is the store being replaced"
  case openedForReading = "it was opened for reading only"
}
