extension SyncSetup {
  /// The folder's path, for what watches it.
  package var folderPath: String { folder.path }

  /// This computer's name: its own files are in the folder's subfolder of this name.
  package var deviceName: String { device.text }
}
