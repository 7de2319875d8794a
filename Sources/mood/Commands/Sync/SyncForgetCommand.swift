import MoodApp
import MoodCore

/// `mood sync forget DEVICE`: retire a computer of the journal.
struct SyncForgetCommand: ParsableCommand {
  static let name = "forget"
  static let abstract = "Retire a computer you no longer use: stop keeping batches for it"
  static let discussion = """
    What the computer wrote stays: its values are merged into this journal and into its \
    snapshots. This computer stops waiting for it before removing its own batches from the \
    folder. Run it on each computer that stays. If the retired computer syncs again, its \
    changes are still read.
    """
  static let device = Argument<String>(
    "DEVICE", "The computer's name in the folder (mood sync status lists them)")
  static let arguments = [device.info]

  let device: String

  init(_ words: ParsedWords) throws { device = try words.required(Self.device) }

  func run(_ context: Context) throws {
    var configuration = try SyncCommands.configuration(context)
    let journal = try context.openJournal()
    try journal.forgetSyncDevice(device, &configuration, environment: context.environment)
    try journal.close()
    try Console.print(context.messages(.syncForgotten, values: ["device": .text(device)]))
  }
}
