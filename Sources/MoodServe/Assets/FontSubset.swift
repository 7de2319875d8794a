import CHarfBuzzSubset
import FoundationEssentials

/// A font file cut down to some characters by HarfBuzz's subsetter (the one Google Fonts
/// serves its subsets with), as an sfnt: only their glyphs, and the layout rules among them.
package enum FontSubset {
  /// The font at `path` with the glyphs of `characters` alone, hinting dropped (phones and
  /// current desktops draw outlines unhinted); `nil` when the file is missing, is no font, or
  /// the subsetter fails.
  package static func subset(of path: String, keeping characters: some Sequence<Unicode.Scalar>)
    -> Data?
  {
    guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
    defer { hb_blob_destroy(blob) }
    let face = hb_face_create(blob, 0)
    defer { hb_face_destroy(face) }
    guard let input = moodcard_subset_input_create() else { return nil }
    defer { moodcard_subset_input_destroy(input) }
    let unicodes = moodcard_subset_input_unicode_set(input)
    for character in characters { hb_set_add(unicodes, character.value) }
    moodcard_subset_input_set_flags(input, HB_SUBSET_FLAGS_NO_HINTING.rawValue)
    guard let subset = moodcard_subset(face, input) else { return nil }
    defer { hb_face_destroy(subset) }
    let made = hb_face_reference_blob(subset)
    defer { hb_blob_destroy(made) }
    var length: UInt32 = 0
    guard let bytes = hb_blob_get_data(made, &length), length > 0 else { return nil }
    return Data(bytes: bytes, count: Int(length))
  }
}
