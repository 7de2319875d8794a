import Foundation
import MoodSync
import TestSupport

/// A sync tool between the simulation's computers, at its worst: it copies one file at a time,
/// late and in any order, sometimes twice, sometimes cut short first, sometimes as a
/// `.sync-conflict` copy or under a temporary name, and only in the end everything whole.
final class SimulatedNetwork {
  private var computers: [TestComputer] = []
  /// Which computer wrote each file (by its path under a folder): a cloned computer shares its
  /// device folder with its original, and each removes only what it wrote.
  private var origin: [String: Int] = [:]

  func join(_ computer: TestComputer) { computers.append(computer) }

  /// Notes the files a computer wrote since it was last looked at.
  func noteWrites(of index: Int) throws {
    let computer = computers[index]
    for name in try names(computer.root + "/" + computer.device.text) {
      let path = computer.device.text + "/" + name
      if origin[path] == nil, SyncFileName(name) != .frontier { origin[path] = index }
    }
  }

  /// One random delivery of one file from one computer to another.
  func deliverOne(using random: inout SplitMix) throws {
    let from = Int.random(in: 0..<computers.count, using: &random)
    let to = Int.random(in: 0..<computers.count, using: &random)
    let source = computers[from]
    let target = computers[to]
    guard from != to, source.device != target.device || Bool.random(using: &random)
    else { return }
    let names = try names(source.root + "/" + source.device.text).filter {
      SyncFileName($0) != .temporary
    }
    guard let name = names.randomElement(using: &random) else { return }
    let bytes = try Data(
      contentsOf: URL(fileURLWithPath: source.root + "/" + source.device.text + "/" + name))
    let folder = target.root + "/" + source.device.text
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    switch Int.random(in: 0..<10, using: &random) {
    case 0:  // cut short under its real name; the rest comes later
      try bytes.prefix(Int.random(in: 0..<bytes.count, using: &random))
        .write(to: URL(fileURLWithPath: folder + "/" + name))
    case 1:  // still being written by Syncthing
      try bytes.prefix(bytes.count / 2).write(
        to: URL(fileURLWithPath: folder + "/.syncthing." + name + ".tmp"))
    case 2:  // a conflict copy beside the file
      try bytes.write(
        to: URL(
          fileURLWithPath: folder + "/"
            + name.replacingOccurrences(
              of: ".age", with: ".sync-conflict-20261206-101010-SIMULAT.age")))
    default:  // whole (a second time, as often as chance makes it)
      try bytes.write(to: URL(fileURLWithPath: folder + "/" + name))
    }
  }

  /// Removes, in every other folder, the files a computer wrote and has since removed (pruned),
  /// as Syncthing carries a deletion.
  func carryRemovals() throws {
    for (path, writer) in origin {
      let computer = computers[writer]
      guard !FileManager.default.fileExists(atPath: computer.root + "/" + path) else { continue }
      for other in computers where FileManager.default.fileExists(atPath: other.root + "/" + path) {
        try FileManager.default.removeItem(atPath: other.root + "/" + path)
      }
      origin[path] = nil
    }
  }

  /// Everything delivered whole: every computer's own files into every other folder.
  func deliverEverything() throws {
    try carryRemovals()
    for source in computers {
      let sourceFolder = source.root + "/" + source.device.text
      for name in try names(sourceFolder) where SyncFileName(name) != .temporary {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: sourceFolder + "/" + name))
        for target in computers where target !== source {
          let folder = target.root + "/" + source.device.text
          try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
          let path = folder + "/" + name
          // A clone's `applied.age` is its own file of the same name: Syncthing keeps one
          // and makes the other a conflict copy.
          if source.device == target.device, SyncFileName(name) == .frontier {
            try bytes.write(
              to: URL(
                fileURLWithPath: path.replacingOccurrences(
                  of: ".age", with: ".sync-conflict-20261206-101010-SIMULAT.age")))
            continue
          }
          try bytes.write(to: URL(fileURLWithPath: path))
        }
      }
    }
  }

  private func names(_ folder: String) throws -> [String] {
    guard FileManager.default.fileExists(atPath: folder) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }
}
