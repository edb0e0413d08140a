/// Every string the kit itself shows or names, in one place for translation.
public enum UIStrings {
    /// What a sheet's × button does (its name for tests and readers).
    public static let close = "Close"

    /// The title under a probe chart's horizontal axis, which counts ticks.
    public static let chartTickAxis = "tick"
    /// What a probe chart shows when it has no value to plot.
    public static let chartNoSamples = "No numeric samples to plot"

    /// Why a language's string table is refused when it holds no strings.
    public static let emptyStringTable = "holds no strings"
}
