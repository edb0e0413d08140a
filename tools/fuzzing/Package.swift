// swift-tools-version:6.0
// libFuzzer harnesses for the readers of files users send each other: replays, scene scripts,
// PNG and JPEG pictures, and every scene's saves. A package of its own, on Diorama by path, so
// its instrumented build (`-sanitize=fuzzer,address`) never touches the project's own build.
// `tools/fuzz TARGET [--seconds N]` builds and runs one; seed corpora live in `corpus/TARGET`.
import PackageDescription

let package = Package(
    name: "DioramaFuzzing",
    dependencies: [.package(name: "Diorama", path: "../..")],
    targets: [
        .target(name: "CFuzzDriver"),
        .target(name: "FuzzSupport", dependencies: ["CFuzzDriver", .product(name: "Engine", package: "Diorama")]),
        .executableTarget(name: "FuzzReplay", dependencies: ["FuzzSupport", .product(name: "DioramaCLI", package: "Diorama"),
                                                              .product(name: "BuiltInScenes", package: "Diorama")]),
        .executableTarget(name: "FuzzScript", dependencies: ["FuzzSupport", .product(name: "DioramaCLI", package: "Diorama")]),
        .executableTarget(name: "FuzzPNG", dependencies: ["FuzzSupport", .product(name: "Engine", package: "Diorama")]),
        .executableTarget(name: "FuzzJPEG", dependencies: ["FuzzSupport", .product(name: "Engine", package: "Diorama")]),
        .executableTarget(name: "FuzzSaves", dependencies: ["FuzzSupport", .product(name: "Engine", package: "Diorama"),
                                                             .product(name: "BuiltInScenes", package: "Diorama")]),
    ],
    swiftLanguageModes: [.v6]
)
