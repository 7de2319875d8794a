import FoundationEssentials
import MoodSystem

/// Something a person wants to do regularly, tracked as done or not done each day.
public struct Habit: Sendable, Equatable, Codable, Identifiable {
  /// The most characters a habit name may have.
  public static let maximumNameLength = TextLimit.habitName.characters
  /// Colours given to new habits in turn when none is chosen, each at least 3:1 against the
  /// light paper, as a chart's bar or swatch needs, and told apart at a glance: at least 30
  /// (CIE76 ΔE) from each other and from the colour the guide suggests for a habit (`#2FA39A`,
  /// teal, which a default teal came within 11 of). The ochre is 4.7:1 on the paper.
  public static let defaultColors: [HexColor] = [
    "#4F7CAC", "#8C6A14", "#C8652A", "#9B5DE5", "#D64565", "#6A9150",
  ].compactMap { try? HexColor(parsing: $0) }

  /// The colour for a new habit when none is chosen: the first of `defaultColors` not in
  /// `used`, so that two habits never share a colour while a free one is left; when all six
  /// are taken, they are given again in turn by `count`, the number of habits so far.
  public static func defaultColor(notIn used: [HexColor], count: Int) -> HexColor {
    defaultColors.first { !used.contains($0) } ?? defaultColors[count % defaultColors.count]
  }

  /// The store's id; unique, never reused.
  public let id: Int64
  /// The habit's identity on every computer that shares the journal (sync): a random UUID in
  /// lower case, given when the habit is stored; empty in a habit not stored yet.
  public let uuid: String
  /// The name, unique ignoring case among habits that are not archived.
  public let name: String
  /// A single emoji shown beside the name, if any.
  public let icon: String?
  /// The habit's colour in charts.
  public let color: HexColor
  /// Whether the habit is archived: hidden from today's list, its history kept.
  public let isArchived: Bool
  /// The day the habit was created; days before it are not counted against it.
  public let createdDay: Day
  /// The position in the person's list, smallest first.
  public let order: Int

  /// Makes a habit after checking its name and icon.
  /// - Throws: `DomainError.invalidHabitName` or `.invalidIcon`.
  /// - Parameter origin: `.store` for a habit read back, whose text is taken as stored.
  public init(
    id: Int64, uuid: String = "", name: String, icon: String?, color: HexColor,
    isArchived: Bool = false, createdDay: Day, order: Int, origin: JournalText.Origin = .input
  ) throws {
    self.id = id
    self.uuid = uuid
    self.name = try Habit.validatedName(name, origin: origin)
    self.icon = try icon.map { try Habit.validatedIcon($0, origin: origin) }
    self.color = color
    self.isArchived = isArchived
    self.createdDay = createdDay
    self.order = order
  }

  /// `name` trimmed, if it has 1 to `maximumNameLength` characters and no line breaks.
  /// - Throws: `DomainError.invalidHabitName`.
  public static func validatedName(_ name: String, origin: JournalText.Origin = .input) throws
    -> String
  {
    let trimmed = name.trimmingWhitespace()
    try JournalText.check(trimmed, field: .habitName, origin: origin)
    guard !trimmed.isEmpty, !trimmed.contains(where: \.isNewline)
    else { throw DomainError.invalidHabitName(name) }
    return trimmed
  }

  /// `icon` if it is one emoji (one grapheme cluster), with the emoji variation selector
  /// (U+FE0F) added to an emoji whose default presentation is text (🕰, ❤, ☺), as typed on
  /// keyboards that leave it out, so it is drawn as an emoji everywhere.
  /// - Throws: `DomainError.invalidIcon`.
  public static func validatedIcon(_ icon: String, origin: JournalText.Origin = .input) throws
    -> String
  {
    try JournalText.check(icon, field: .habitIcon, origin: origin)
    let scalars = icon.unicodeScalars
    guard icon.count == 1, let first = scalars.first, first.properties.isEmoji,
      // Digits, # and * are emoji only as keycaps (1️⃣).
      !first.isASCII || scalars.contains("\u{20E3}")
    else { throw DomainError.invalidIcon(icon) }
    if scalars.count == 1, !first.properties.isEmojiPresentation { return icon + "\u{FE0F}" }
    return icon
  }

  /// The key under which names are compared: lowercased, so "Run" and "run" are one habit.
  public static func nameKey(_ name: String) -> String { name.lowercased() }
}

/// Whether a habit was done on a day. There is at most one completion per habit and day.
public struct HabitCompletion: Sendable, Hashable, Codable {
  /// The `Habit.id` of the habit recorded, as the store numbers it.
  public let habitID: Int64
  /// The calendar day the habit was recorded for.
  public let day: Day
  /// Done (`true`) or recorded as not done (`false`).
  public let isDone: Bool

  public init(habitID: Int64, day: Day, isDone: Bool) {
    self.habitID = habitID
    self.day = day
    self.isDone = isDone
  }
}
