import Engine
import Foundation
import Replay
import SceneTestSupport
import Scripting
import Testing
import WatchLogScene

/// The size limits `docs/robustness.md` states are the ones the code enforces, each of them.
@Suite struct SizeLimitsTableTests {
    /// Every cap the table names, by the constant it names.
    private static let caps: [String: Int] = [
        "ReplayLimits.maxFileBytes": ReplayLimits.maxFileBytes,
        "ReplayLimits.maxSavesBytes": ReplayLimits.maxSavesBytes,
        "ReplayLimits.maxSaves": ReplayLimits.maxSaves,
        "SaveStore.maxFileBytes": SaveStore.maxFileBytes,
        "ReplayLimits.maxParameters": ReplayLimits.maxParameters,
        "ReplayLimits.maxParameterBytes": ReplayLimits.maxParameterBytes,
        "ReplayLimits.maxProbes": ReplayLimits.maxProbes,
        "ReplayLimits.maxTick": Int(ReplayLimits.maxTick),
        "SceneScript.maxFileBytes": SceneScript.maxFileBytes,
        "SceneScript.maxNameLength": SceneScript.maxNameLength,
        "SceneScript.maxTypedLength": SceneScript.maxTypedLength,
        "SceneScript.maxTicks": SceneScript.maxTicks,
        "SceneScript.maxEvents": SceneScript.maxEvents,
        "DroppedFile.maxByteCount": DroppedFile.maxByteCount,
        "Image.maxByteCount": Image.maxByteCount,
        "JobResult.maxPayloadBytes": JobResult.maxPayloadBytes,
        "FolderEntry.maxNameBytes": FolderEntry.maxNameBytes,
        "KeyframeIndex.defaultBudget": KeyframeIndex.defaultBudget,
        "KeyframeIndex.defaultCacheLimit": KeyframeIndex.defaultCacheLimit,
        "WatchLogStore.maxImportBytes": WatchLogStore.maxImportBytes,
    ]

    @Test func everyStatedLimitIsTheOneEnforced() throws {
        let page = try String(contentsOfFile: packageRoot() + "/docs/robustness.md", encoding: .utf8)
        let rows = page.split(separator: "\n").compactMap { line -> (String, String)? in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3, cells[1].hasPrefix("`"), cells[1].hasSuffix("`") else { return nil }
            return (String(cells[1].dropFirst().dropLast()), cells[2])
        }
        #expect(Set(rows.map(\.0)) == Set(Self.caps.keys), "the table and this test name the same constants")
        for (constant, stated) in rows {
            #expect(Self.value(of: stated) == Self.caps[constant], "\(constant) is stated as \(stated)")
        }
    }

    @Test func statedFiguresAreRead() {
        #expect(Self.value(of: "512 MiB") == 512 << 20)
        #expect(Self.value(of: "1 KiB") == 1_024)
        #expect(Self.value(of: "16 GiB") == 16 << 30)
        #expect(Self.value(of: "5,184,000") == 5_184_000)
        #expect(Self.value(of: "12 MB") == nil)
    }

    /// A figure as the table writes it: a count with thousands commas, or a count of KiB, MiB or GiB.
    private static func value(of stated: String) -> Int? {
        let parts = stated.split(separator: " ")
        guard let number = Int(parts[0].replacingOccurrences(of: ",", with: "")) else { return nil }
        switch parts.count == 2 ? String(parts[1]) : "" {
        case "": return number
        case "KiB": return number << 10
        case "MiB": return number << 20
        case "GiB": return number << 30
        default: return nil
        }
    }
}
