import FoundationEssentials
import MoodCore

/// The State of Mind samples of an Apple Health export (`export.xml`), streamed: the file may
/// be gigabytes, and only the samples and a few counts are kept.
///
/// Apple does not document how `export.xml` writes State of Mind, so it is read loosely, and
/// what was not understood is counted and named, never silently dropped:
/// - a sample is an element `StateOfMind` under `HealthData` (as exports are reported to hold:
///   open-wearables#1251, "`<StateOfMind>` never even gets read"), or a `Record` whose `type`
///   names State of Mind (HealthKit's identifier `HKDataTypeStateOfMind`);
/// - its fields are attributes or `MetadataEntry key= value=` children, matched by
///   `AppleHealthNames.role(ofAttribute:)`: `kind`, `valence`, `valenceClassification`,
///   `labels`, `associations` (HealthKit's property names, `HKStateOfMind`), `startDate`;
///   labels and associations may also be children (`<Label value="happy"/>`,
///   `<Label>happy</Label>`);
/// - values are HealthKit's names in any spelling, or raw numbers where HealthKit has them.
///
/// ```swift
/// let export = try AppleHealthExport(name: "export.xml") { try file.readChunk() }
/// export.samples.count
/// ```
public struct AppleHealthExport: Sendable, Equatable {
  /// The samples that carry a score (a valence or a classification), in the file's order.
  public let samples: [StateOfMindSample]
  /// Everything else under `HealthData` (steps, heart rate, workouts…), not imported.
  public let otherRecords: Int
  /// Names and values that were not understood, with how often each was met, most first:
  /// `attribute "mood" (3)`, `label "elated" (1)`, `sample without a valence (2)`.
  public let notUnderstood: [Tally]

  /// A thing and how often it was met.
  public struct Tally: Sendable, Equatable {
    public let what: NotUnderstood
    public let count: Int
  }

  /// What an export holds that the import could not read.
  public enum NotUnderstood: Sendable, Hashable {
    case attribute(String)
    case element(String)
    case kind(String)
    case valence(String)
    case classification(String)
    case label(String)
    case association(String)
    /// A sample with neither a valence nor a classification: it has no score, and is left out.
    case noScore
  }

  /// Reads the export `nextChunk` gives.
  /// - Throws: `ImportError.malformedXML` for XML that is not well-formed or is hostile;
  ///   `.damagedRecord` for a sample without a readable date; what `nextChunk` throws.
  public init(name: String, nextChunk: @escaping () throws -> [UInt8]) throws {
    let reader = try XMLStreamReader(name: name, nextChunk: nextChunk)
    defer { reader.close() }
    let first = try reader.next()
    guard case .start("HealthData", depth: 0, let isEmpty) = first else {
      let found = if case .start(let root, _, _) = first { root } else { "" }
      throw ImportError.malformedXML(
        path: name, line: reader.line, problem: .notHealthData(found: found))
    }
    var reading = Reading(name: name, reader: reader)
    if !isEmpty { try reading.readRecords() }
    samples = reading.samples
    otherRecords = reading.otherRecords
    notUnderstood = reading.tallies.map { Tally(what: $0.key, count: $0.value) }
      .sorted { ($1.count, "\($0.what)") < ($0.count, "\($1.what)") }
  }
}

// MARK: - Reading

extension AppleHealthExport {
  private struct Reading {
    let name: String
    let reader: XMLStreamReader
    var samples: [StateOfMindSample] = []
    var otherRecords = 0
    var tallies: [NotUnderstood: Int] = [:]

    init(name: String, reader: XMLStreamReader) {
      self.name = name
      self.reader = reader
    }

    mutating func readRecords() throws {
      while let event = try reader.next() {
        guard case .start(let element, depth: 1, let isEmpty) = event else { continue }
        if element == "StateOfMind"
          || (element == "Record"
            && AppleHealthNames.isStateOfMind(type: reader.attribute("type") ?? ""))
        {
          try readSample(isEmpty: isEmpty)
        } else {
          if element != "ExportDate" && element != "Me" { otherRecords += 1 }
          reader.skipChildren()
        }
      }
    }

    /// The fields of one sample, from its attributes and children, in the file's order.
    private mutating func readSample(isEmpty: Bool) throws {
      let line = reader.line
      var fields = reader.attributes()
      if !isEmpty { try readChildren(into: &fields) }
      var sample = SampleFields()
      for (name, value) in fields { note(name: name, value: value, in: &sample) }
      guard let dateText = sample.date ?? sample.endDate, let date = AppleHealthDate(dateText)
      else {
        throw ImportError.damagedRecord(
          path: name, place: .line(line), field: "startDate",
          value: sample.date.map(FoundValue.literal) ?? .missingField,
          expected: .appleHealthDate)
      }
      guard sample.valence != nil || sample.classification != nil else {
        tallies[.noScore, default: 0] += 1
        return
      }
      samples.append(
        StateOfMindSample(
          line: line, kind: sample.kind ?? .momentaryEmotion, day: date.day,
          loggedAt: date.instant,
          timeZone: sample.timeZone.flatMap { Zone(identifier: $0)?.identifier } ?? date.zoneName,
          valence: sample.valence, classification: sample.classification,
          labels: sample.labels, associations: sample.associations))
    }

    /// `MetadataEntry` children as fields, and label and association children as list items.
    private mutating func readChildren(into fields: inout [(name: String, value: String)]) throws {
      var list: String?
      while let event = try reader.next() {
        switch event {
        case .end(_, depth: 1): return
        case .start(let element, depth: 2, let isEmpty):
          let attributes = reader.attributes()
          let value = attributes.first { ["value", "name"].contains($0.name) }?.value
          if element == "MetadataEntry", let key = attributes.first(where: { $0.name == "key" }) {
            fields.append((key.value, value ?? ""))
          } else if let role = AppleHealthNames.role(ofAttribute: element),
            role == .labels || role == .associations
          {
            if let value { fields.append((element, value)) }
            list = isEmpty || value != nil ? nil : element
          } else {
            tallies[.element(element), default: 0] += 1
          }
          if list == nil && !isEmpty { reader.skipChildren() }
        case .text(let text):
          if let element = list { fields.append((element, text)) }
        case .end(_, depth: 2): list = nil
        default: continue
        }
      }
    }

    /// Reads one field into `sample`, counting what is not understood.
    private mutating func note(name: String, value: String, in sample: inout SampleFields) {
      guard let role = AppleHealthNames.role(ofAttribute: name) else {
        tallies[.attribute(name), default: 0] += 1
        return
      }
      switch role {
      case .kind:
        if let kind = AppleHealthNames.kind(value) {
          sample.kind = kind
        } else {
          tallies[.kind(value), default: 0] += 1
        }
      case .valence:
        if let number = Double(value.trimmingWhitespace()), (-1...1).contains(number) {
          sample.valence = number
        } else {
          tallies[.valence(value), default: 0] += 1
        }
      case .classification:
        if let number = AppleHealthNames.classification(value) {
          sample.classification = number
        } else {
          tallies[.classification(value), default: 0] += 1
        }
      case .labels:
        for item in AppleHealthNames.items(value) {
          if let label = StateOfMindLabel(fileText: item) {
            sample.labels.append(label)
          } else {
            tallies[.label(item), default: 0] += 1
          }
        }
      case .associations:
        for item in AppleHealthNames.items(value) {
          if let association = StateOfMindAssociation(fileText: item) {
            sample.associations.append(association)
          } else {
            tallies[.association(item), default: 0] += 1
          }
        }
      case .date: sample.date = value
      case .endDate: sample.endDate = value
      case .timeZone: sample.timeZone = value
      case .ignored: break
      }
    }
  }

  /// A sample's fields as they are read.
  private struct SampleFields {
    var kind: StateOfMindSample.Kind?
    var valence: Double?
    var classification: Int?
    var labels: [StateOfMindLabel] = []
    var associations: [StateOfMindAssociation] = []
    var date: String?
    var endDate: String?
    var timeZone: String?
  }
}

extension AppleHealthExport.NotUnderstood: CustomStringConvertible {
  public var description: String {
    switch self {
    case .attribute(let name): "attribute \"\(name)\""
    case .element(let name): "element <\(name)>"
    case .kind(let value): "kind \"\(value)\""
    case .valence(let value): "valence \"\(value)\""
    case .classification(let value): "valence classification \"\(value)\""
    case .label(let value): "label \"\(value)\""
    case .association(let value): "association \"\(value)\""
    case .noScore: "sample without a valence"
    }
  }
}

// MARK: - export.zip

extension AppleHealthExport {
  /// The most bytes `export.xml` may inflate to, or be: four times the largest exports people
  /// report (a few GiB after a decade with a watch), streamed, so the limit bounds the time a
  /// zip bomb can take, not memory.
  public static let entryLimit: Int64 = 16 << 30

  /// Reads the `export.xml` of the Health app's `export.zip`, streamed as it inflates; no
  /// other entry is read.
  /// - Throws: `ImportError.zipRefused` when the zip is hostile or damaged, or holds no
  ///   `export.xml`; what `init(name:nextChunk:)` throws.
  public init(archive: ZipArchive) throws {
    let entries = archive.entries.map(\.name)
    guard let entry = ImportFormat.appleHealthEntry(in: entries) else {
      throw ImportError.zipRefused(path: archive.name, entry: "export.xml", problem: .missingEntry)
    }
    let stream = try archive.stream(of: entry, limit: AppleHealthExport.entryLimit)
    try self.init(name: archive.name + " (" + entry + ")") { try stream.next() }
  }
}
