/// The targets of `diorama-bench`'s figures, in one place: what `--json` writes beside each
/// figure and what `tools/perf-report` shows as met or not met.
///
/// Each target is the one the suite's documentation states for the figure (ECSSuite, EditorSuite,
/// ImagingSuite, ReplayFarm, RoastSuite, TextSuite, TypeToFrame, UISuite, WatchLogSuite), or, for
/// the physics, jar, replay and shears figures whose suites do not state theirs, the one the
/// performance page gave them. A target is in the unit the figure is reported in. Figures with
/// no target here are reported without one.
enum BenchTargets {
    /// How a figure's value must compare with its target.
    enum Comparison: String, Sendable {
        case atMost = "≤"
        case below = "<"
        case atLeast = "≥"
        case above = ">"

        /// Whether `value` meets `target` by this comparison.
        func holds(_ value: Double, _ target: Double) -> Bool {
            switch self {
            case .atMost: value <= target
            case .below: value < target
            case .atLeast: value >= target
            case .above: value > target
            }
        }
    }

    /// A figure's target: a comparison and a value in the figure's unit.
    struct Target: Sendable {
        let comparison: Comparison
        let value: Double

        /// Whether `value` meets this target.
        func isMet(by value: Double) -> Bool { comparison.holds(value, self.value) }
    }

    /// The target of the figure named `name`, if it has one.
    static func target(for name: String) -> Target? { all[name] }

    /// Every figure with a target, by name.
    static let all: [String: Target] = [
        // DevSuite
        "dev.resume_ms.playground": Target(comparison: .atMost, value: 1_500),  // ms
        "dev.resume_ms.sticker_jar": Target(comparison: .atMost, value: 1_500),  // ms
        // ECSSuite
        "ecs.view_vs_plain_loop": Target(comparison: .atMost, value: 2.0),  // x
        "ecs.create": Target(comparison: .atMost, value: 50),  // ns/entity
        // PhysicsSuite
        "physics.step_vs_raw_box2d": Target(comparison: .atMost, value: 1.05),  // x
        // JarSuite
        "jar.tick_vs_raw_box2d_settled": Target(comparison: .atMost, value: 1.15),  // x
        "jar.tick_vs_raw_box2d_shaken": Target(comparison: .atMost, value: 1.15),  // x
        "jar.window_frame_median": Target(comparison: .atMost, value: 16.7),  // ms
        "jar.sticker_make_2048": Target(comparison: .below, value: 1000),  // ms
        "jar.soak_escapes": Target(comparison: .atMost, value: 0),  // stickers
        "jar.soak_nan_probes": Target(comparison: .atMost, value: 0),  // values
        "jar.soak_rss_growth": Target(comparison: .atMost, value: 5),  // %
        "jar.recognition_top1": Target(comparison: .atLeast, value: 85),  // %
        "jar.recognition_confident_wrong": Target(comparison: .atMost, value: 5),  // %
        // ReplaySuite and ReplayFarm
        "replay.seek_median_ms": Target(comparison: .atMost, value: 100),  // ms
        "replay.seek_p95_ms": Target(comparison: .atMost, value: 250),  // ms
        "replay.index_vs_plain_run": Target(comparison: .atMost, value: 1.15),  // x
        "replay.keyframes_mb": Target(comparison: .atMost, value: 256),  // MB
        "replay.record_rss_growth": Target(comparison: .atMost, value: 5),  // %
        "replay.farm_speedup": Target(comparison: .atLeast, value: 1.8),  // x, on 2 cores
        "replay.farm_speedup_slurm": Target(comparison: .atLeast, value: 1.6),  // x, on 2 cores
        // TextSuite
        "text.visible_rows_frame": Target(comparison: .atMost, value: 1),  // ms
        // UISuite and TypeToFrame
        "ui.list_frame": Target(comparison: .atMost, value: 1),  // ms
        "ui.type_to_frame": Target(comparison: .atMost, value: 1),  // ticks
        // RoastSuite
        "roast.generate": Target(comparison: .atMost, value: 20),  // µs
        "roast.share_story": Target(comparison: .atMost, value: 250),  // ms
        "roast.reveal_frame": Target(comparison: .atMost, value: 4),  // ms
        // WatchLogSuite
        "watchlog.dashboard_frame": Target(comparison: .atMost, value: 2),  // ms
        "watchlog.open_100k": Target(comparison: .atMost, value: 300),  // ms
        "watchlog.search_keystroke": Target(comparison: .atMost, value: 5),  // ms
        "watchlog.import_10k": Target(comparison: .atMost, value: 1),  // s
        "watchlog.import_csv_peak_mb": Target(comparison: .atMost, value: 160),  // MB
        "watchlog.import_csv_peak_ratio": Target(comparison: .atMost, value: 1.25),  // x
        "watchlog.import_json_peak_mb": Target(comparison: .atMost, value: 160),  // MB
        "watchlog.import_json_peak_ratio": Target(comparison: .atMost, value: 1.25),  // x
        // ShearsSuite
        "shears.window_frame_median": Target(comparison: .atMost, value: 8),  // ms
        // EditorSuite
        "editor.blur_2048": Target(comparison: .atMost, value: 80),  // ms
        "editor.blur_vs_imagemagick": Target(comparison: .atMost, value: 0.03),  // x
        "editor.export_censored_12mp": Target(comparison: .atMost, value: 1.5),  // s
        "editor.undo_1000": Target(comparison: .atMost, value: 50),  // ms
        "editor.window_frame": Target(comparison: .atMost, value: 4),  // ms
        // ImagingSuite
        "imaging.png_encode_2048": Target(comparison: .atMost, value: 0.35),  // s
    ]
}
