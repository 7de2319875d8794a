/// A computer of the sync benches: its store and its state folder under `root` (the sync
/// configuration lives in the state folder, never in the store), its clock at the bench's
/// today.
struct SyncComputer {
  let store: String
  let environment: [String: String]

  init(_ name: String, root: String, store: String? = nil) {
    self.store = store ?? root + "/\(name).sqlite"
    environment = [
      "MOODCARD_STORE": self.store, "XDG_STATE_HOME": root + "/\(name)-state", "HOME": root,
      "MOODCARD_NOW": "2026-11-29T20:00:00Z", "TZ": "Etc/UTC", "LANG": "C.UTF-8",
    ]
  }
}
