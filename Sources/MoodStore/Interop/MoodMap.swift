import FoundationEssentials
import MoodCore

/// Scores for the mood labels of another app, Daylio's five default moods included.
///
/// Daylio's default moods map onto MoodCard's 1-10 scale in even steps, the middle mood on 5:
///
/// | Daylio | rad | good | meh | bad | awful |
/// |--------|-----|------|-----|-----|-------|
/// | score  |  9  |  7   |  5  |  3  |   1   |
///
/// Labels are compared trimmed and ignoring case, so `"sad "` and `"Sad"` are one label.
///
/// ```swift
/// let map = try MoodMap(parsing: "okay=6,content=7,rad=10")
/// map.score(for: "Okay ")  // 6
/// map.score(for: "meh")    // 5
/// ```
public struct MoodMap: Sendable, Equatable {
  /// The scores of Daylio's five default moods.
  public static let daylioDefaults = ["rad": 9, "good": 7, "meh": 5, "bad": 3, "awful": 1]

  /// Scores by label key (trimmed, lowercased): the defaults, then the overrides.
  public let scores: [String: Int]

  /// Daylio's defaults with `overrides` (label to score) taking precedence.
  /// - Throws: `ImportError.invalidMoodMap` when a score is outside `Score.minimum...maximum`.
  public init(overrides: [String: Int] = [:]) throws {
    var scores = MoodMap.daylioDefaults
    for (label, score) in overrides {
      guard (Score.minimum...Score.maximum).contains(score) else {
        let part = "\(label)=\(score)"
        throw ImportError.invalidMoodMap(part, reason: .notAScore("\(score)", part: part))
      }
      scores[MoodMap.key(label)] = score
    }
    self.scores = scores
  }

  /// Daylio's defaults with the overrides written `label=score,label=score`; a comma or a
  /// backslash inside a label is written after a backslash (`Tired\, but ok=4`).
  /// - Throws: `ImportError.invalidMoodMap` naming the part that is not `label=score`.
  public init(parsing text: String) throws {
    var overrides: [String: Int] = [:]
    for part in MoodMap.parts(of: text) {
      guard let equals = part.lastIndex(of: "=") else {
        throw ImportError.invalidMoodMap(text, reason: .noEquals(part: part))
      }
      let label = MoodMap.key(String(part[..<equals]))
      let scoreText = part[part.index(after: equals)...].trimmingWhitespace()
      guard !label.isEmpty else {
        throw ImportError.invalidMoodMap(text, reason: .noLabel(part: part))
      }
      guard let score = Int(scoreText), (Score.minimum...Score.maximum).contains(score) else {
        throw ImportError.invalidMoodMap(text, reason: .notAScore(scoreText, part: part))
      }
      overrides[label] = score
    }
    try self.init(overrides: overrides)
  }

  /// The text `init(parsing:)` reads for `pairs`: `okay=6,Tired\, but ok=N`.
  public static func text(_ pairs: [(label: String, score: String)]) -> String {
    pairs.map { pair in
      pair.label.replacingEvery("\\", with: "\\\\").replacingEvery(",", with: "\\,") + "="
        + pair.score
    }.joined(separator: ",")
  }

  /// The parts of `text` between its unescaped commas, escapes resolved; empty parts dropped.
  private static func parts(of text: String) -> [String] {
    var parts: [String] = []
    var part = ""
    var escaped = false
    for character in text {
      if escaped {
        part.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "," {
        parts.append(part)
        part = ""
      } else {
        part.append(character)
      }
    }
    parts.append(part)
    return parts.filter { !$0.isEmpty }
  }

  /// The score for `label`, or `nil` when none is known.
  public func score(for label: String) -> Int? { scores[MoodMap.key(label)] }

  /// The key labels are compared by: trimmed, lowercased.
  public static func key(_ label: String) -> String {
    label.trimmingWhitespace().lowercased()
  }
}
