import Testing
import UI

@Suite struct ChartAxisTests {
    @Test(arguments: [(0.7, 1.0), (1.0, 1.0), (1.01, 2.0), (2.5, 5.0), (3.0, 5.0), (5.1, 10.0), (0.03, 0.05),
                      (0.3, 0.5), (0.2, 0.2), (1234.0, 2000.0), (0.000_12, 0.000_2)])
    func stepsAreOneTwoOrFiveTimesAPowerOfTen(minimum: Double, step: Double) {
        #expect(abs(ChartAxis.niceStep(atLeast: minimum) - step) < step * 1e-12, "\(minimum)")
    }

    @Test func nonsenseMinimumsGiveAUnitStep() {
        #expect(ChartAxis.niceStep(atLeast: 0) == 1)
        #expect(ChartAxis.niceStep(atLeast: -3) == 1)
        #expect(ChartAxis.niceStep(atLeast: .nan) == 1)
        #expect(ChartAxis.niceStep(atLeast: .infinity) == 1)
    }

    @Test func aValueAxisExtendsToTheStepsAroundItsData() {
        let axis = ChartAxis(covering: 3.2...47.9, maxTicks: 5)
        #expect(axis.step == 10)
        #expect(axis.lower == 0 && axis.upper == 50)
        #expect(axis.ticks == [0, 10, 20, 30, 40, 50])
        #expect(axis.ticks.map(axis.label) == ["0", "10", "20", "30", "40", "50"])
    }

    @Test func aTickAxisKeepsItsEndsAndMarksWholeStepsInside() {
        let axis = ChartAxis(covering: 0...1_234, maxTicks: 6, extends: false, integral: true)
        #expect(axis.step == 500)
        #expect(axis.lower == 0 && axis.upper == 1_234)
        #expect(axis.ticks == [0, 500, 1_000])
        let short = ChartAxis(covering: 0...3, maxTicks: 20, extends: false, integral: true)
        #expect(short.step == 1, "ticks are whole")
        #expect(short.ticks == [0, 1, 2, 3])
    }

    @Test func labelsShowTheDigitsTheStepNeedsAndNoNegativeZero() {
        let axis = ChartAxis(covering: -0.23...0.41, maxTicks: 6)
        #expect(axis.step == 0.2)
        #expect(axis.ticks.map(axis.label) == ["-0.4", "-0.2", "0.0", "0.2", "0.4", "0.6"])
        let fine = ChartAxis(covering: 1.001...1.004, maxTicks: 3)
        #expect(fine.decimals == 3)
        #expect(fine.label(-0.0001) == "0.000")
    }

    @Test func aFlatSeriesStillGetsASpan() {
        let axis = ChartAxis(covering: 7...7, maxTicks: 4)
        #expect(axis.lower < 7 && axis.upper > 7)
        let zero = ChartAxis(covering: 0...0, maxTicks: 4, extends: false, integral: true)
        #expect(zero.lower == 0 && zero.upper >= 1)
    }
}
