import ArgumentParser
import Engine
import Foundation

extension RoastCommand {
    /// `diorama roast today [--profile DIR] [--now ISO8601] [--tz ZONE] [--lang en|vi]`: the day's
    /// roast and the streak from the profile's save, read and never written, for a shell prompt,
    /// a desktop widget or a systemd user timer.
    struct Today: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: RoastCommandStrings.todayAbstract)

        @Option(help: ArgumentHelp(RoastCommandStrings.profileHelp, valueName: "dir"))
        var profile: String?

        @Option(help: ArgumentHelp(RoastCommandStrings.nowHelp, valueName: "time"))
        var now: String?

        @Option(help: ArgumentHelp(RoastCommandStrings.timeZoneHelp, valueName: "zone"))
        var tz: String?

        @Option(help: ArgumentHelp(RoastCommandStrings.languageHelp, valueName: "en|vi"))
        var lang: RoastLanguage?

        func validate() throws {
            if profile == "" { throw ValidationError(RoastCommandStrings.emptyProfile) }
        }

        func run() throws {
            print(try output(environment: ProcessInfo.processInfo.environment, wallClock: Date(), machineZone: .current))
        }

        /// The lines to print: the day's roast and the streak at `--now` (else `wallClock` in
        /// `machineZone`), from the profile (`--profile`, else the default in `environment`).
        /// - Throws: `Failure` for a bad `--now` or `--tz`, no profile folder or a damaged save
        ///   (naming it), `SaveError` for a save that cannot be read, `DataFileError` for the
        ///   scene's own data.
        func output(environment: [String: String], wallClock: Date, machineZone: TimeZone) throws -> String {
            var moment = wallClock, zone = machineZone
            if let text = now {
                do {
                    (moment, zone) = try SceneClock.instant(text)
                } catch {
                    throw Failure(description: RoastCommandStrings.badNow(text, problem: error.problem))
                }
            }
            if let identifier = tz {
                guard let named = TimeZone(identifier: identifier) else { throw Failure(description: RoastCommandStrings.badZone(identifier)) }
                zone = named
            }
            let save: RoastSave
            do {
                save = try RoastSave.read(from: try store(environment: environment).scoped(to: RoastRevealScene.info.id))
            } catch let error as DataFileError {
                throw Failure(description: RoastCommandStrings.damagedSave(error.path, error.reason))
            }
            let resources = RoastResources.bundled
            let strings = try RoastStrings(resources: resources)
            let roaster = try SafeRoaster.offline(resources: resources, strings: strings)
            let daily = DailyRoast(save: save, now: moment, timeZone: zone, language: lang ?? save.settings.language, roaster: roaster)
            return daily.lines(strings).joined(separator: "\n")
        }

        /// The profile's store: `--profile`, else the default `diorama play` saves in.
        /// - Throws: `Failure` when there is no default (no HOME nor absolute XDG_DATA_HOME).
        func store(environment: [String: String]) throws -> SaveStore {
            if let profile { return SaveStore(directory: profile) }
            guard environment["XDG_DATA_HOME"]?.hasPrefix("/") == true || environment["HOME"]?.hasPrefix("/") == true else {
                throw Failure(description: RoastCommandStrings.noHome)
            }
            return SaveStore(directory: SaveStore.defaultDirectory(environment: environment))
        }
    }
}
