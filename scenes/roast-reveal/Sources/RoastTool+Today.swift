import Engine
import Foundation

extension RoastTool {
    /// What `diorama roast today` was asked.
    struct TodayOptions: Equatable {
        /// The profile folder (the one `diorama play` saves in unless `--profile` says otherwise).
        var profile: String?
        /// `--now`, ISO 8601 with an offset; the wall clock when nil.
        var now: String?
        /// `--tz`, an IANA zone; the offset of `--now` (or the machine's zone) when nil.
        var timeZone: String?
        /// `--lang`; the profile's language when nil.
        var language: RoastLanguage?
    }

    /// `diorama roast today [--profile DIR] [--now ISO8601] [--tz ZONE] [--lang en|vi]`: the day's
    /// roast and the streak from the profile's save, read and never written, at `--now` (else
    /// `now` in `timeZone`, the wall clock and the machine's zone).
    /// - Throws: `Failure` for a bad argument, no profile folder or a damaged save (naming it),
    ///   `SaveError` for a save that cannot be read, `DataFileError` for the scene's own data.
    static func today(_ arguments: [String], environment: [String: String], now wallClock: Date, timeZone machineZone: TimeZone) throws -> String {
        let options = try parseToday(arguments)
        var now = wallClock, zone = machineZone
        if let text = options.now {
            guard let (date, offset) = RoastClock.parse(text), let fixed = TimeZone(secondsFromGMT: offset) else {
                throw Failure(description: RoastToolStrings.badNow(text))
            }
            (now, zone) = (date, fixed)
        }
        if let identifier = options.timeZone {
            guard let named = TimeZone(identifier: identifier) else { throw Failure(description: RoastToolStrings.badZone(identifier)) }
            zone = named
        }
        let save: RoastSave
        do {
            save = try RoastSave.read(from: try profile(options.profile, environment: environment).scoped(to: RoastRevealScene.info.id))
        } catch let error as DataFileError {
            throw Failure(description: RoastToolStrings.damagedSave(error.path, error.reason))
        }
        let resources = RoastResources.bundled
        let strings = try RoastStrings(resources: resources)
        let roaster = SafeRoaster(provider: try OfflineRoastGenerator(resources: resources),
                                  filter: try SafetyFilter(path: resources.path("data/safety.yml")), strings: strings)
        let daily = DailyRoast(save: save, now: now, timeZone: zone, language: options.language ?? save.settings.language, roaster: roaster)
        return daily.lines(strings).joined(separator: "\n")
    }

    /// The options in `arguments` (those after `today`).
    /// - Throws: `Failure` naming the option that is unknown, lacks its value or has a bad one.
    static func parseToday(_ arguments: [String]) throws -> TodayOptions {
        var options = TodayOptions()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            guard ["--profile", "--now", "--tz", "--lang"].contains(argument) else {
                throw Failure(description: argument.hasPrefix("-") ? RoastToolStrings.unknownOption(argument) : RoastToolStrings.unexpected(argument))
            }
            guard let value = rest.popFirst(), !value.isEmpty else { throw Failure(description: RoastToolStrings.missingValue(argument)) }
            switch argument {
            case "--profile": options.profile = value
            case "--now": options.now = value
            case "--tz": options.timeZone = value
            default:
                guard let language = RoastLanguage(rawValue: value) else { throw Failure(description: RoastToolStrings.badLanguage(value)) }
                options.language = language
            }
        }
        return options
    }

    /// The profile's store: `given`, else the default `diorama play` saves in.
    /// - Throws: `Failure` when there is no default (no HOME nor absolute XDG_DATA_HOME).
    static func profile(_ given: String?, environment: [String: String]) throws -> SaveStore {
        if let given { return SaveStore(directory: given) }
        guard environment["XDG_DATA_HOME"]?.hasPrefix("/") == true || environment["HOME"]?.hasPrefix("/") == true else {
            throw Failure(description: RoastToolStrings.noHome)
        }
        return SaveStore(directory: SaveStore.defaultDirectory(environment: environment))
    }
}
