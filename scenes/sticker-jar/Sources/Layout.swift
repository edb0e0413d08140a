import Engine

/// Where the scene's controls sit on the 720 × 1280 canvas, in canvas pixels.
enum Layout {
    static let addButton = Rect(x: 40, y: 112, width: 210, height: 56)
    static let shakeButton = Rect(x: 275, y: 112, width: 170, height: 56)
    static let clearButton = Rect(x: 470, y: 112, width: 210, height: 56)

    /// The food picker's panel, its grid of foods and its cancel button.
    static let picker = Rect(x: 30, y: 190, width: 660, height: 960)
    static let pickerColumns = 6, pickerRows = 7
    static let pickerGrid = Rect(x: 50, y: 270, width: 620, height: 780)
    static let pickerCancel = Rect(x: 260, y: 1070, width: 200, height: 56)

    /// The clear prompt's panel and buttons.
    static let confirm = Rect(x: 70, y: 480, width: 580, height: 300)
    static let cancelButton = Rect(x: 100, y: 680, width: 240, height: 64)
    static let confirmButton = Rect(x: 380, y: 680, width: 240, height: 64)

    /// The detail card when fully open.
    static let card = Rect(x: 50, y: 230, width: 620, height: 820)

    /// The picker cell at `point`, as an index into the catalog (row by row), or nil.
    static func pickerCell(at point: Vec2) -> Int? {
        guard pickerGrid.contains(point) else { return nil }
        let column = Int((point.x - pickerGrid.minX) / (pickerGrid.width / Double(pickerColumns)))
        let row = Int((point.y - pickerGrid.minY) / (pickerGrid.height / Double(pickerRows)))
        return row * pickerColumns + column
    }

    /// The rectangle of picker cell `index`.
    static func pickerCellRect(_ index: Int) -> Rect {
        let w = pickerGrid.width / Double(pickerColumns), h = pickerGrid.height / Double(pickerRows)
        return Rect(x: pickerGrid.minX + Double(index % pickerColumns) * w,
                    y: pickerGrid.minY + Double(index / pickerColumns) * h, width: w, height: h)
    }
}
