import CardRender

/// Where a picture goes: `-o FILE` (or `-` for standard output), `--format` and `--copy`.
/// `card` and `chart` take all three; `report`, always a PDF, takes no `--format`.
struct PictureOutputGroup: OptionDeclaring {
  /// The formats the command writes; `--format` is declared only when there is a choice.
  let formats: [CardFormat]

  static let pictures = PictureOutputGroup(formats: CardFormat.allCases)
  static let pdf = PictureOutputGroup(formats: [.pdf])

  static let output = Option<String>(
    "output", short: "o", "FILE", "The file to write, or - for standard output", values: .file)
  static let format = Option<CardFormat>.choice(
    "format", "FORMAT", "png, svg or pdf (default: from the file name, else png)")
  static let copy = Flag("copy", "Put the picture on the clipboard; with -o, also write the file")

  var sectionTitle: String? { "OUTPUT OPTIONS" }

  var optionInfos: [OptionInfo] {
    [Self.output.info] + (formats.count > 1 ? [Self.format.info] : []) + [Self.copy.info]
  }

  /// The output the words ask for: the format is `--format`, else the file name's extension,
  /// else the first of `formats`.
  func output(_ words: ParsedWords) throws -> PictureOutput {
    let path = try words.value(Self.output)
    let named = formats.count > 1 ? try words.value(Self.format) : nil
    let format =
      named ?? path.flatMap { CardFormat(fileExtensionOf: $0) }.flatMap {
        formats.contains($0) ? $0 : nil
      } ?? formats[0]
    return PictureOutput(path: path, format: format, copies: words.contains(Self.copy))
  }
}
