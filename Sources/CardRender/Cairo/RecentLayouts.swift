/// The text layouts a `FontLibrary` set most recently, by spec, up to `capacity` of them.
///
/// Shaping a text is the dearest part of setting it, and the same texts come back: a picture
/// measures each text while it is laid out, then draws it; a server draws the same labels
/// (the date, the score, the words, the footer) card after card. A kept `PangoLayout` is drawn
/// as a new one would be, so the pictures' bytes do not change. When it is full, the layout
/// used longest ago makes room.
///
/// Not `Sendable`: one per font library, which is one per thread.
final class RecentLayouts {
  /// The most layouts kept: a card sets about 15 texts (the reason at a few sizes among them),
  /// so the texts of the last few cards fit, and a worker's memory stays flat.
  static let capacity = 64

  private var layouts: [TextSpec: (layout: TextLayout, lastUse: Int)] = [:]
  private var uses = 0

  /// The layout of `spec`: the kept one, or the one `make` sets, which is kept.
  func layout(for spec: TextSpec, make: (TextSpec) -> TextLayout) -> TextLayout {
    uses += 1
    if let kept = layouts[spec] {
      layouts[spec] = (kept.layout, uses)
      return kept.layout
    }
    if layouts.count >= Self.capacity,
      let oldest = layouts.min(by: { $0.value.lastUse < $1.value.lastUse })
    {
      layouts[oldest.key] = nil
    }
    let layout = make(spec)
    layouts[spec] = (layout, uses)
    return layout
  }

  /// How many layouts are kept.
  var count: Int { layouts.count }

  /// Lets go of every layout kept.
  func removeAll() { layouts.removeAll() }
}
