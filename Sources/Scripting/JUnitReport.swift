/// Script results as JUnit XML, the report format CI systems read.
///
/// ```xml
/// <testsuites tests="2" failures="1">
///   <testsuite name="diorama test" tests="2" failures="1" errors="0" skipped="0" time="1.250">
///     <testcase classname="scenes.playground.tests" name="drop" file="scenes/playground/tests/drop.yml" time="0.400"/>
///     <testcase classname="scenes.playground.tests" name="tilt" file="scenes/playground/tests/tilt.yml" time="0.850">
///       <failure message="line 12, tick 240: probe mean_x = 310.5, expected between 400 and 700">…</failure>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
public struct JUnitReport: Sendable {
    /// One script's outcome.
    public struct Case: Sendable {
        /// The script's path.
        public var file: String
        /// How long it ran, in seconds.
        public var seconds: Double
        /// The one-line failure, or nil when it passed.
        public var failure: String?
        /// More on the failure: the files to look at.
        public var details: String

        /// Makes the outcome of the script at `file`, run for `seconds` seconds; `failure` is nil when it passed.
        public init(file: String, seconds: Double, failure: String? = nil, details: String = "") {
            self.file = file
            self.seconds = seconds
            self.failure = failure
            self.details = details
        }
    }

    /// The suite's name.
    public var name: String
    /// Each script's outcome, in run order.
    public var cases: [Case]

    /// Makes a suite named `name` of `cases`.
    public init(name: String, cases: [Case] = []) {
        self.name = name
        self.cases = cases
    }

    /// The report as an XML document.
    public var xml: String {
        let failures = cases.filter { $0.failure != nil }.count
        let time = Self.seconds(cases.map(\.seconds).reduce(0, +))
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites tests="\#(cases.count)" failures="\#(failures)">"#,
            #"  <testsuite name="\#(Self.escape(name))" tests="\#(cases.count)" failures="\#(failures)" "#
                + #"errors="0" skipped="0" time="\#(time)">"#,
        ]
        for item in cases {
            let path = item.file.split(separator: "/").map(String.init)
            let fileName = path.last ?? item.file
            let name = fileName.lastIndex(of: ".").map { String(fileName[..<$0]) } ?? fileName
            let classname = path.dropLast().joined(separator: ".")
            let attributes = #"classname="\#(Self.escape(classname))" name="\#(Self.escape(name))" "#
                + #"file="\#(Self.escape(item.file))" time="\#(Self.seconds(item.seconds))""#
            guard let failure = item.failure else {
                lines.append("    <testcase \(attributes)/>")
                continue
            }
            lines.append("    <testcase \(attributes)>")
            lines.append(#"      <failure message="\#(Self.escape(failure))">\#(Self.escape(item.details))</failure>"#)
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Seconds with three decimals, as JUnit readers expect.
    private static func seconds(_ value: Double) -> String {
        let millis = Int((value * 1000).rounded())
        let fraction = String(millis % 1000)
        return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// `text` safe inside an XML attribute or element: markup characters escaped, and control
    /// characters XML 1.0 cannot hold dropped.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\t", "\r": out.unicodeScalars.append(scalar)
            default: if scalar.value >= 0x20 { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
