import ButtonJSON
import ButtonLayout
import ButtonStore

/// The fields of accepted findings.
extension ButtonField {
  /// A warning or info code the team judged acceptable, with its reason.
  package static let accept: ButtonField = "accept"
  /// A code no longer accepted.
  package static let noAccept: ButtonField = "no-accept"
}

/// Reading accepted codes and reasons as people write them, and the rules they follow
/// wherever they come from (the command line, a document, a stored row).
extension AcceptedFindings {
  /// The codes that can be accepted: every code that is not always an error, in declaration
  /// order.
  package static let acceptableCodes: [Diagnostic.Code] = Diagnostic.Code.allCases.filter {
    !$0.isAlwaysError
  }

  /// The longest reason, in code points.
  package static let maximumReasonLength = 500

  /// Why a code cannot be accepted.
  package enum CodeProblem: Error, Equatable, Sendable {
    /// No finding has this code.
    case unknown
    /// The code is an error whenever it is reported.
    case error
  }

  /// The code `text` names, when it can be accepted.
  package static func acceptableCode(_ text: String) -> Result<Diagnostic.Code, CodeProblem> {
    guard let code = Diagnostic.Code(rawValue: text) else { return .failure(.unknown) }
    return code.isAlwaysError ? .failure(.error) : .success(code)
  }

  /// Why `text` cannot be accepted, worded for people (the front end names the field).
  package static func message(_ problem: CodeProblem, _ text: String) -> String {
    switch problem {
    case .unknown:
      "'\(text)' is not a diagnostic code; warning and info codes: "
        + acceptableCodes.map(\.rawValue).joined(separator: ", ")
    case .error:
      "'\(text)' is an error, which cannot be accepted: an error is a broken layout, not a judgement (only warning and info codes can be)"
    }
  }

  /// Why `reason` cannot be the reason a code is accepted with, or `nil`: a reason is one line
  /// of text (no control character, no line break) of at most `maximumReasonLength` characters.
  package static func reasonProblem(_ reason: String) -> String? {
    let (clean, length) = TextRules.scan(reason)
    if clean, length <= maximumReasonLength { return nil }
    if let scalar = reason.unicodeScalars.first(where: TextRules.isControl) {
      return
        "the reason '\(Catalog.escaped(reason))' has the control character \(TextRules.codePoint(scalar)); a reason is one line of text"
    }
    let count = reason.unicodeScalars.count
    guard count > maximumReasonLength else { return nil }
    return "the reason has \(count) characters; at most \(maximumReasonLength)"
  }

  /// The findings as a JSON object: each code (declaration order) with its reason.
  package var json: JSONValue {
    .object(codes.map { ($0.rawValue, .string(reason(for: $0) ?? "")) })
  }

  /// Reads a JSON object of codes and reasons; each member that is not a known code with a
  /// string, or a code given twice, is a problem (at `path.CODE`) and the result `nil`. Error
  /// codes are read: `ButtonRecord.validate` refuses them, naming the field.
  static func read(_ value: JSONValue?, _ path: String, _ reader: JSONReader)
    -> AcceptedFindings?
  {
    guard let value else { return nil }
    guard case .object(let members) = value else {
      reader.problem(path, "expected an object, got \(JSONReader.kind(value))")
      return nil
    }
    let before = reader.problems.count
    var findings = AcceptedFindings()
    for (key, member) in members {
      guard let code = Diagnostic.Code(rawValue: key) else {
        reader.problem(path, message(.unknown, key))
        continue
      }
      guard findings.reason(for: code) == nil else {
        reader.problem(path, "'\(key)' is given twice")
        continue
      }
      if let reason = reader.string(member, "\(path).\(key)") {
        findings.accept(code, reason: reason)
      }
    }
    return reader.problems.count == before ? findings : nil
  }
}

extension ButtonRecord {
  /// The problems of the accepted findings: error codes (never acceptable) and reasons that
  /// break the rules of `AcceptedFindings.reasonProblem`.
  func acceptedProblems() -> [InputProblem] {
    var problems: [InputProblem] = []
    for code in accepted.codes {
      if code.isAlwaysError {
        problems.append(
          InputProblem(.accept, AcceptedFindings.message(.error, code.rawValue)))
      }
      if let reason = accepted.reason(for: code),
        let problem = AcceptedFindings.reasonProblem(reason)
      {
        problems.append(InputProblem(.accept, "'\(code.rawValue)': \(problem)"))
      }
    }
    return problems
  }
}

extension ButtonInputs {
  /// The accepted findings (migration 0013): a JSON object of codes and reasons in the
  /// `accepted` column ('{}' for none), optional in documents. Not part of any digest: accepting
  /// a finding changes no layout, so no button turns stale.
  static let accepted = ButtonInput(
    .accept, key: "accepted", columns: ["accepted"],
    store: { r, row in
      row.set("accepted", .text(JSONWriter(pretty: false).string(r.accepted.json)))
    },
    load: { row, r in
      guard let text = try row.text("accepted") else { return }
      if text == "{}" { return }  // most buttons: nothing to parse
      guard let value = try? JSONParser.parse(text), case .object = value else {
        return row.problem(
          "accepted", .text(text), "is not a JSON object of accepted codes and reasons")
      }
      let reader = JSONReader()
      if let findings = AcceptedFindings.read(value, "accepted", reader) {
        r.accepted = findings
      }
      for problem in reader.problems { row.problem(Catalog.escaped(problem)) }
    },
    encode: { r in r.accepted.json },
    decode: { v, p, reader, r in
      if v == nil { return }
      if let findings = AcceptedFindings.read(v, p, reader) { r.accepted = findings }
    },
    optionalInDocuments: true,
    settings: [
      InputSetting(.accept, repeatable: true, catalogOnly: true) { value, r in
        guard case .list(let items) = value else { return }
        for case .finding(let code, let reason) in items { r.accepted.accept(code, reason: reason) }
      },
      InputSetting(.noAccept, repeatable: true, catalogOnly: true) { value, r in
        guard case .list(let items) = value else { return }
        for case .finding(let code, _) in items { r.accepted.remove(code) }
      },
    ])
}
