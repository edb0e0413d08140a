import Foundation
import SceneTestSupport
import Testing
@testable import Scripting

/// A mutation fuzzer over scene scripts, files users share: 600 variants of the project's
/// scripts, each read or refused with an error; none may trap (a trap ends the test process).
@Suite struct SceneScriptMutationTests {
    @Test func noVariantOfAScriptTraps() throws {
        let scripts = ["playground/tests/drag.yml", "watch-log/tests/add-by-keyboard.yml", "ui-gallery/tests/text-typing.yml"]
        var mutator = ByteMutator(seed: 23)
        var refused = 0, read = 0
        for name in scripts {
            let path = projectRoot + "/scenes/" + name
            let original = Array(try String(contentsOfFile: path, encoding: .utf8).utf8)
            for _ in 0..<200 {
                let variant = String(decoding: mutator.mutate(original), as: UTF8.self)
                if (try? SceneScript(yaml: variant, file: path)) == nil { refused += 1 } else { read += 1 }
            }
        }
        #expect(refused > 0 && read > 0, "\(refused) refused, \(read) read")
    }
}
