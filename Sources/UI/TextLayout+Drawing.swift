import Engine

extension TextLayout {
    /// Adds the layout's runs to `list` with the block's top-left at `origin`, in `color` (emoji
    /// keep their colours and take its alpha).
    public func draw(into list: inout DrawList, at origin: Vec2, color: Color) {
        for line in lines {
            for var run in line.runs {
                run.origin = run.origin + origin
                run.color = color
                list.textRun(run)
            }
        }
    }
}
