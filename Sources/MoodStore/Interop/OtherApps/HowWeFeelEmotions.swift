import MoodCore

/// How We Feel's emotion words, each with the score it stands for on MoodCard's 1-10 and the
/// MoodCard word it becomes, where one fits. How We Feel has no pleasantness column: a
/// check-in's score is the mean of its known words' scores, rounded half up.
///
/// The app places its words in four quadrants, by pleasantness and energy; the scores follow
/// them: pleasant words 7 to 9 (high energy 8, strong ones 9), unpleasant 1 to 3 (the
/// strongest 1 or 2), the tired and the bored between (4).
enum HowWeFeelEmotions {
  /// Word (lower case) → (score, MoodCard word id or `nil`).
  static let table: [String: (score: Int, word: String?)] = [
    // Pleasant, high energy.
    "excited": (8, "excited"), "happy": (8, "happy"), "joyful": (9, "happy"),
    "proud": (8, "proud"), "inspired": (8, "inspired"), "energized": (8, "energetic"),
    "hopeful": (7, "hopeful"), "confident": (8, "confident"), "optimistic": (7, "hopeful"),
    "ecstatic": (9, "excited"), "elated": (9, "happy"), "thrilled": (9, "excited"),
    "focused": (7, "focused"), "motivated": (8, nil), "playful": (8, nil),
    "surprised": (6, "surprised"),
    // Pleasant, low energy.
    "calm": (7, "calm"), "content": (7, "content"), "relaxed": (7, "relaxed"),
    "grateful": (8, "grateful"), "loved": (8, "loved"), "secure": (7, "secure"),
    "peaceful": (7, "calm"), "satisfied": (7, "content"), "fulfilled": (8, "content"),
    "blessed": (8, "grateful"), "comfortable": (7, "relaxed"), "thoughtful": (6, "reflective"),
    "chill": (7, "relaxed"),
    // Between.
    "tired": (4, "tired"), "bored": (4, "bored"), "nostalgic": (5, "nostalgic"),
    "apathetic": (4, nil),
    // Unpleasant, high energy.
    "anxious": (3, "anxious"), "stressed": (3, "stressed"), "angry": (2, "angry"),
    "frustrated": (3, "frustrated"), "annoyed": (3, "annoyed"), "nervous": (3, "nervous"),
    "scared": (2, "scared"), "overwhelmed": (2, "overwhelmed"), "worried": (3, "anxious"),
    "irritated": (3, "annoyed"), "furious": (1, "angry"), "panicked": (1, "scared"),
    "confused": (4, "confused"), "jealous": (3, nil), "embarrassed": (3, nil),
    // Unpleasant, low energy.
    "sad": (2, "sad"), "lonely": (2, "lonely"), "disappointed": (3, "disappointed"),
    "hurt": (2, "hurt"), "guilty": (3, "guilty"), "rejected": (2, "rejected"),
    "down": (3, "low"), "depressed": (1, "low"), "hopeless": (1, "low"),
    "exhausted": (3, "tired"), "drained": (3, "tired"), "insecure": (3, "insecure"),
    "numb": (3, nil),
  ]

  /// The score of `words` (the mean of the known ones, rounded half up), or `nil` when none is
  /// known.
  static func score(of words: [String]) -> Score? {
    let scores = words.compactMap { table[$0.lowercased()]?.score }
    guard !scores.isEmpty else { return nil }
    return try? Score((2 * scores.reduce(0, +) + scores.count) / (2 * scores.count))
  }
}
