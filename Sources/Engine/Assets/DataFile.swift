import Foundation
import Yams

/// A scene data file (YAML) that could not be read or does not say what its reader expects.
public struct DataFileError: Error, CustomStringConvertible, Equatable {
    /// The file's path.
    public var path: String
    /// What is wrong, with a line number when the YAML parser knows one.
    public var reason: String
    /// The message: the path, then the reason.
    public var description: String { "\(path): \(reason)" }

    /// Makes the error for `path`, with `reason` saying what is wrong.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}

/// Reads the YAML files scenes keep beside their code (`scenes/<id>/data/`), so scenes need no
/// YAML library of their own, and the JSON files they save, with the same kind of errors.
public enum DataFile {
    /// Decodes the YAML file at `path` as a `T`.
    /// - Throws: `DataFileError` naming the file and the problem (missing, bad YAML, a missing or
    ///   mistyped field with its path in the document).
    public static func decode<T: Decodable>(_ type: T.Type, from path: String) throws -> T {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DataFileError(path: path, reason: "cannot read the file (missing or not readable)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw DataFileError(path: path, reason: "not UTF-8 text")
        }
        do {
            guard try Yams.compose(yaml: text) != nil else {
                throw DataFileError(path: path, reason: "holds no data (it is empty or only comments)")
            }
            return try YAMLDecoder().decode(T.self, from: text)
        } catch let error as DataFileError {
            throw error
        } catch let error as DecodingError {
            throw DataFileError(path: path, reason: describe(error, format: "YAML"))
        } catch {
            throw DataFileError(path: path, reason: "not valid YAML: \(error)")
        }
    }

    /// Decodes `bytes`, the JSON file at `path` (e.g. a save read through `SaveStore`), as a `T`.
    /// - Throws: `DataFileError` naming the file and the problem.
    public static func decode<T: Decodable>(_ type: T.Type, json bytes: [UInt8], from path: String) throws -> T {
        do {
            return try JSONDecoder().decode(T.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw DataFileError(path: path, reason: describe(error, format: "JSON"))
        }
    }

    /// A one-line account of a decoding error: where in the document, and what. A key of the
    /// document is quoted to 40 characters and an ellipsis, so a hostile file's megabyte key is
    /// not repeated.
    private static func describe(_ error: DecodingError, format: String) -> String {
        func at(_ path: [CodingKey]) -> String {
            let keys = path.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue.clipped(to: 41) }.joined()
            return keys.isEmpty ? "the document" : String(keys.drop { $0 == "." })
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(at(context.codingPath)) has no '\(key.stringValue)'"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(at(context.codingPath)): \(context.debugDescription)"
        case .dataCorrupted(let context):
            if let syntax = context.underlyingError { return "not valid \(format): \(syntax)" }
            return "\(at(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}
