import CardRender
import FoundationEssentials
import MoodApp
import MoodCore
import MoodSystem
import Stats

/// The pictures: a day's card, the live preview of an entry being edited, the faces to pick
/// from, the charts and the PDF report. Each is drawn by `CardRender` from the models the
/// commands build, with the options the commands take (`?theme=dark&no-reason`).
package enum PictureRoutes {
  package static let routes: [Route] = [
    Route(.get, "/api/cards/:file", card),
    Route(.post, "/api/preview/:file", preview),
    Route(.get, "/api/faces/:file", face),
    Route(.get, "/api/charts/:file", chart),
    Route(.get, "/api/report.pdf", report),
  ]

  /// `GET /api/cards/YYYY-MM-DD.png|svg|pdf?size=&theme=&locale=&scale=&no-reason&habits`, and
  /// `no-words`, `no-tags` and `no-footer`.
  package static func card(_ request: HTTPRequest, _ context: ServeContext) throws -> HTTPResponse {
    let (day, format, look) = try cardRequest(request, context)
    let model = try context.journal().card(on: day, look: look)
    return try picture(
      try context.cards().render(model, as: format), model: model, request: request)
  }

  /// `POST /api/preview/YYYY-MM-DD.png|svg|pdf` with the body of a `PUT` and the card options
  /// in the query: the card of an entry as it is being edited, checked as a save would be but
  /// not saved. The entry's text goes in the body, never in the address, which the browser's
  /// history and a server's log keep.
  package static func preview(_ request: HTTPRequest, _ context: ServeContext) throws
    -> HTTPResponse
  {
    let (day, format, look) = try cardRequest(request, context)
    let change = try EntryRoutes.change(request)
    let settings = context.settings
    let model = try context.journal().previewCard(
      change, on: day, look: look, at: settings.now(), timeZone: settings.timeZone)
    return try picture(
      try context.cards().render(model, as: format), model: model, request: request)
  }

  /// `GET /api/faces/N.svg?theme=`: the face of score N alone, as the card draws it.
  package static func face(_ request: HTTPRequest, _ context: ServeContext) throws -> HTTPResponse {
    let (name, format) = try file(request, formats: [.svg, .png])
    let theme = try WebQuery(request).value(PictureParameters.theme) ?? .light
    let face = try context.cards().face(score: try Score(parsing: name), theme: theme, as: format)
    var response = HTTPResponse.data(face.data, type: format.mediaType)
    // The same score draws the same face for as long as this binary runs.
    response.add("Cache-Control", "private, max-age=86400")
    return response
  }

  /// `GET /api/charts/KIND.svg|png|pdf?days=|from=&to=|month=|year=|all` and the options of
  /// `mood chart`; the kind `year` is the year in pixels (`calendar --year`). `calendar.json`
  /// and `year.json` give where each day's square is, so the page can make them links.
  package static func chart(_ request: HTTPRequest, _ context: ServeContext) throws -> HTTPResponse
  {
    if let file = request.parameters["file"], file.hasSuffix(".json") {
      return try dayCells(request, kind: String(file.dropLast(5)), context: context)
    }
    let (name, format) = try file(request, formats: CardFormat.allCases)
    let model = try chartModel(kind: name, request: request, context: context)
    let chart = try context.charts().render(model, as: format)
    var response = HTTPResponse.data(chart.data, type: format.mediaType)
    if try WebQuery(request).isSet("download") {
      response.add(
        "Content-Disposition",
        "attachment; filename=\"mood-\(name)-\(model.range.first)-\(model.range.last)."
          + "\(format.rawValue)\"")
    }
    return response
  }

  /// The chart model of `kind` (a `mood chart` kind, or `year`) for `query`.
  private static func chartModel(kind: String, request: HTTPRequest, context: ServeContext)
    throws -> ChartModel
  {
    var query = WebQuery(request)
    var argument = kind
    if kind == "year" {
      argument = ChartKind.calendar.rawValue
      if query.query[RangeForm.year.name] == nil {
        query.query[RangeForm.year.name] = String(context.settings.today().year)
      }
    }
    let chart = try ChartRequest(
      try ChartRequest.kind.parse(argument, Spelling.query(ChartRequest.kind.name)), query)
    return try context.journal().chart(chart, today: context.settings.today())
  }

  /// Where a calendar's day squares are, as fractions of the picture, with each day's score.
  private struct DayCells: Encodable {
    let cells: [DaySquare]
  }

  private static func dayCells(_ request: HTTPRequest, kind: String, context: ServeContext)
    throws -> HTTPResponse
  {
    guard kind == "calendar" || kind == "year" else {
      throw WebError.notFound(.webDaySquaresOnly)
    }
    let model = try chartModel(kind: kind, request: request, context: context)
    return try .json(DayCells(cells: try context.charts().daySquares(model)))
  }

  /// `GET /api/report.pdf?days=|from=&to=|month=|year=|all|since-session&locale=&paper=
  /// &redact-reasons`.
  package static func report(_ request: HTTPRequest, _ context: ServeContext) throws -> HTTPResponse
  {
    let command = try ReportRequest(WebQuery(request))
    let model = try context.journal().report(command, today: context.settings.today())
    let range = model.range
    let report = try context.reports().render(model)
    return .download(
      report.data, type: "application/pdf",
      filename: "mood-report-\(range.first)-\(range.last).pdf")
  }

  /// The day and format of a card's path, `YYYY-MM-DD.EXT`, and the options of `mood card` in
  /// its query.
  private static func cardRequest(_ request: HTTPRequest, _ context: ServeContext) throws
    -> (day: Day, format: CardFormat, look: CardLook)
  {
    let (name, format) = try file(request, formats: CardFormat.allCases)
    return (
      try EntryRoutes.day(name), format, try CardLook(WebQuery(request))
    )
  }

  /// The name and format of the path's `:file`, `NAME.EXT`.
  private static func file(_ request: HTTPRequest, formats: [CardFormat]) throws
    -> (name: String, format: CardFormat)
  {
    let file = request.parameters["file"] ?? ""
    guard let format = CardFormat(fileExtensionOf: file), formats.contains(format),
      let dot = file.lastIndex(of: ".")
    else {
      throw WebError.notFound(
        .webNothingAtExpected,
        [
          "path": .text(request.path),
          "formats": .text(formats.map(\.rawValue).joined(separator: "|")),
        ])
    }
    return (String(file[..<dot]), format)
  }

  /// A rendered card, with its alt text for the page (percent-encoded UTF-8 in `X-Alt-Text`):
  /// the renderer's, title then description, covering what the card shows. A download,
  /// `mood-DAY.EXT`, when the query has `download`.
  private static func picture(_ card: RenderedCard, model: CardModel, request: HTTPRequest)
    throws -> HTTPResponse
  {
    var response =
      try !WebQuery(request).isSet("download")
      ? HTTPResponse.data(card.data, type: card.format.mediaType)
      : .download(
        card.data, type: card.format.mediaType,
        filename: "mood-\(model.day).\(card.format.rawValue)")
    // A header is Latin-1 to the browser: the UTF-8 text goes percent-encoded, ASCII kept.
    let stop = model.locale == .simplifiedChinese ? "。" : ". "
    let text = card.altText.title + stop + card.altText.description
    response.add("X-Alt-Text", PercentEncoding.encode(text, keeping: PercentEncoding.isUnreserved))
    return response
  }
}
