// swift-tools-version:6.0
// Diorama: a Swift engine that hosts small interactive scenes on a fixed-timestep loop,
// Box2D physics and an SDL2 renderer. Dependencies point one way:
// C bindings → Core → ECS / Physics / Imaging → Engine (what a scene imports; UI on it, the
// UI kit's laid-out text, and Records on it, the records kit's databases and CSV and JSON
// files, which scenes may import too)
//   → Replay → Scripting; Replay and UI → Host (host UI without SDL) → RenderSDL (SDL only)
//   → DioramaCLI (the `diorama` command as a library) → the executables.
// Scenes (on Engine, UI and Records; the watch log also on GRDB) → BuiltInScenes → the executables.
// Tests/ArchitectureTests checks every import line against these layers.
//
// Another package builds scenes on the `Engine` product and its own `diorama`-compatible
// executable on `DioramaCLI` (and `BuiltInScenes` to host Diorama's scenes too); see the README.
import PackageDescription

let package = Package(
    name: "Diorama",
    products: [
        .executable(name: "diorama", targets: ["diorama"]),
        .executable(name: "diorama-bench", targets: ["DioramaBench"]),
        .executable(name: "diorama-art", targets: ["DioramaArt"]),
        .library(name: "Engine", targets: ["Engine"]),
        .library(name: "UI", targets: ["UI"]),
        .library(name: "Records", targets: ["Records"]),
        .library(name: "DioramaCLI", targets: ["DioramaCLI"]),
        .library(name: "BuiltInScenes", targets: ["BuiltInScenes"]),
        .library(name: "SceneTestSupport", targets: ["SceneTestSupport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // SQLite (the system's libsqlite3, with FTS5) for the records kit's databases.
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        // RFC 4180 CSV (quoted fields, commas and newlines in fields, a BOM) for the records kit's CSV files.
        .package(url: "https://github.com/yaslab/CSV.swift", exact: "2.5.2"),
        // `swift package generate-documentation` for the DocC catalogs (tools/docs); no target depends on it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: - C libraries
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        // FreeType measures laid-out text (UI), headless and from fixed font files.
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        // HarfBuzz shapes laid-out text on FreeType's faces (kerning, marks, emoji sequences).
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // libjpeg-turbo (libjpeg62-turbo-dev) behind a C shim whose errors return instead of exiting.
        .target(name: "CJPEG", linkerSettings: [.linkedLibrary("jpeg")]),
        .target(
            name: "CBox2D",
            linkerSettings: [.linkedLibrary("box2d"), .linkedLibrary("zstd")]
        ),

        // MARK: - Engine modules
        .target(name: "Core"),
        .target(name: "ECS", dependencies: ["Core"]),
        .target(name: "Physics", dependencies: ["Core", "CBox2D"]),
        .target(name: "CPNGEncoder", dependencies: ["CPNG"]),
        // The Gaussian blur's two passes in C vector extensions, built for AVX-512, AVX2 and the
        // baseline and chosen at run time (Swift's SIMD types lower to the baseline alone).
        .target(name: "CBlur"),
        .target(name: "Imaging", dependencies: ["Core", "CPNG", "CPNGEncoder", "CJPEG", "CBlur"]),
        // Yams for scenes' YAML data files (DataFile); Scripting reads scripts with it too.
        .target(name: "Engine", dependencies: ["Core", "ECS", "Physics", "Imaging", "Yams"]),
        // The UI kit scenes build on: every string laid out and rasterised (FreeType, HarfBuzz), widgets; never SDL.
        .target(name: "UI", dependencies: ["Engine", "CFreeType", "CHarfBuzz"]),
        // The records kit: SQLite files from anyone opened safely (GRDB), CSV (CSV.swift) and JSON
        // (libyaml's events, through Yams' CYaml) read a record at a time.
        .target(name: "Records", dependencies: ["Engine", .product(name: "GRDB", package: "GRDB.swift"),
                                                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                                                .product(name: "CSV", package: "CSV.swift"), .product(name: "Yams", package: "Yams")]),
        .target(name: "Replay", dependencies: ["Engine"]),
        .target(name: "Scripting", dependencies: ["Engine", "Replay", "Yams"]),
        .target(name: "Host", dependencies: ["Engine", "UI", "Replay"]),
        .target(name: "RenderSDL", dependencies: ["Engine", "UI", "Replay", "Host", "CSDL2"]),
        .target(
            name: "DioramaCLI",
            dependencies: [
                "Engine", "Replay", "Scripting", "Host", "RenderSDL",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Template")]   // what `diorama new-scene` writes
        ),

        // MARK: - Scenes
        .target(name: "PlaygroundScene", dependencies: ["Engine", "UI"], path: "scenes/playground/Sources"),
        // A scene's data files and art are resources of its module (SceneResources).
        // The jar makes its stickers itself (`Sources/Making`), and `diorama sticker make` is its verb.
        .target(name: "StickerJarScene", dependencies: ["Engine", "UI", .product(name: "ArgumentParser", package: "swift-argument-parser")],
                path: "scenes/sticker-jar",
                exclude: ["Tests", "tests", "README.md"], sources: ["Sources"], resources: [.copy("data"), .copy("art")]),
        .target(name: "ShearsIntroScene", dependencies: ["Engine", "UI"], path: "scenes/shears-intro/Sources"),
        .target(name: "UIGalleryScene", dependencies: ["Engine", "UI"], path: "scenes/ui-gallery/Sources"),
        // A scene's own command-line verb (`diorama editor …`) is an ArgumentParser command.
        .target(name: "EditorCanvasScene", dependencies: ["Engine", "UI", .product(name: "ArgumentParser", package: "swift-argument-parser")],
                path: "scenes/editor-canvas", exclude: ["Tests", "tests", "README.md"], sources: ["Sources"], resources: [.copy("art")]),
        // RoastMeLater: roasts, safety, streaks, badges, strings, save, and the reveal's screens.
        .target(name: "RoastRevealScene", dependencies: ["Engine", "UI", .product(name: "ArgumentParser", package: "swift-argument-parser")],
                path: "scenes/roast-reveal",
                exclude: ["Tests", "tests", "README.md"], sources: ["Sources"], resources: [.copy("data")]),
        // The watch log keeps its diary in SQLite (the records kit, and GRDB for its queries).
        .target(name: "WatchLogScene", dependencies: ["Engine", "UI", "Records", .product(name: "GRDB", package: "GRDB.swift"),
                                                      .product(name: "ArgumentParser", package: "swift-argument-parser")],
                path: "scenes/watch-log/Sources"),
        // A process that writes to a watch log until it is killed: the crash-safety test's child.
        .executableTarget(name: "WatchLogCrashWriter", dependencies: ["WatchLogScene"], path: "scenes/watch-log/CrashWriter"),
        .target(name: "BuiltInScenes", dependencies: ["Engine", "PlaygroundScene", "StickerJarScene", "ShearsIntroScene",
                                                      "UIGalleryScene", "EditorCanvasScene", "RoastRevealScene", "WatchLogScene",
                                                      .product(name: "ArgumentParser", package: "swift-argument-parser")]),

        // MARK: - Executables
        .executableTarget(name: "diorama", dependencies: ["DioramaCLI", "BuiltInScenes"]),
        .target(name: "CPNGWriter", dependencies: ["CPNG"], path: "tools/CPNGWriter", linkerSettings: [.linkedLibrary("z")]),
        .executableTarget(
            name: "DioramaArt",
            dependencies: [
                "Engine", "UI", "Yams", "CPNGWriter",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "tools/art"
        ),
        .target(name: "CRawBox2DBench", path: "tools/bench/CRawBox2DBench",
                linkerSettings: [.linkedLibrary("box2d"), .linkedLibrary("zstd")]),
        .executableTarget(
            name: "DioramaBench",
            dependencies: [
                "Core", "ECS", "Physics", "Engine", "UI", "Replay", "Host", "RenderSDL", "PlaygroundScene", "StickerJarScene", "ShearsIntroScene",
                "RoastRevealScene", "WatchLogScene", "EditorCanvasScene", "CRawBox2DBench", "CPNG",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "tools/bench/DioramaBench"
        ),

        // MARK: - Tests
        .testTarget(name: "CoreTests", dependencies: ["Core"]),
        .testTarget(name: "ECSTests", dependencies: ["ECS"]),
        .testTarget(name: "PhysicsTests", dependencies: ["Physics"]),
        .testTarget(name: "ImagingTests", dependencies: ["Imaging", "SceneTestSupport"], exclude: ["Corpus"]),
        .testTarget(name: "EngineTests", dependencies: ["Engine", "SceneTestSupport"]),
        .testTarget(name: "UITests", dependencies: ["UI", "CFreeType"]),
        .testTarget(name: "RecordsTests", dependencies: ["Records", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "ReplayTests", dependencies: ["Replay", "SceneTestSupport"]),
        .testTarget(name: "ScriptingTests", dependencies: ["Scripting", "Replay", "SceneTestSupport"]),
        .testTarget(name: "HostTests", dependencies: ["Host", "Replay", "SceneTestSupport"]),
        .testTarget(name: "RenderSDLTests", dependencies: ["RenderSDL", "Host", "UI", "SceneTestSupport"], exclude: ["Goldens"]),
        // Helpers every scene's tests share (sessions, probes, state hashes, perturbation, pictures
        // drawn in code), here and in scene packages made by `diorama new-scene`; tests only.
        .target(name: "SceneTestSupport", dependencies: ["Engine"], path: "Tests/SceneTestSupport"),
        // A process that saves through SaveStore until it is killed: the kill-while-saving test's child.
        .executableTarget(name: "SaveCrashWriter", dependencies: ["Engine", "SceneTestSupport"], path: "Tests/SaveCrashWriter"),
        .testTarget(name: "PlaygroundSceneTests", dependencies: ["PlaygroundScene", "SceneTestSupport"],
                    path: "scenes/playground/Tests"),
        .testTarget(name: "StickerJarSceneTests", dependencies: ["StickerJarScene", "UI", "SceneTestSupport",
                                                                 .product(name: "ArgumentParser", package: "swift-argument-parser")],
                    path: "scenes/sticker-jar/Tests"),
        .testTarget(name: "UIGallerySceneTests", dependencies: ["UIGalleryScene", "UI", "SceneTestSupport"],
                    path: "scenes/ui-gallery/Tests"),
        .testTarget(name: "EditorCanvasSceneTests", dependencies: ["EditorCanvasScene", "SceneTestSupport",
                                                                   .product(name: "ArgumentParser", package: "swift-argument-parser")],
                    path: "scenes/editor-canvas/Tests"),
        .testTarget(name: "RoastRevealSceneTests", dependencies: ["RoastRevealScene", "UI", "SceneTestSupport",
                                                                  .product(name: "ArgumentParser", package: "swift-argument-parser")],
                    path: "scenes/roast-reveal/Tests"),
        .testTarget(name: "ShearsIntroSceneTests", dependencies: ["ShearsIntroScene", "UI", "SceneTestSupport"],
                    path: "scenes/shears-intro/Tests"),
        .testTarget(name: "WatchLogSceneTests", dependencies: ["WatchLogScene", "Records", "SceneTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
                                                               .product(name: "ArgumentParser", package: "swift-argument-parser")],
                    path: "scenes/watch-log/Tests"),
        // The layer rules: which module may import which (a scene: Engine alone).
        .testTarget(name: "ArchitectureTests"),
        .testTarget(name: "DioramaTests", dependencies: ["DioramaCLI", "BuiltInScenes", "Engine", "Replay", "Scripting", "Host",
                                                         "SceneTestSupport"],
                    exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)
