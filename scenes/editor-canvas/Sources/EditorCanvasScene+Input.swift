import Engine

extension EditorCanvasScene {
    func handle(_ event: InputEvent, context: SceneContext) {
        switch event {
        case .pointerDown(let p, .primary): pointerDown(at: p)
        case .pointerMove(let p): pointerMove(to: p)
        case .pointerUp(let p, .primary): pointerUp(at: p)
        case .wheel(let notches): if state.gesture == nil { wheel(notches, tick: context.tick) }
        case .keyDown(let press): keyDown(press, context: context)
        case .keyUp(let key): if let modifier = Self.modifier(of: key) { state.heldModifiers.remove(modifier) }
        case .fileDrop(let file): if state.gesture == nil { open(file, context: context) }
        case .saveFailed(let failure): saveFailed(failure, context: context)
        case .pinch(let phase, let center, let scale, let rotation):
            if !state.overlays.isAnyOpen { pinch(phase, center: center, scale: scale, rotation: rotation) }
        default: break
        }
    }

    /// The modifier a modifier key ("left shift") holds, nil for another key.
    static func modifier(of key: Key) -> KeyModifiers? {
        switch key.rawValue {
        case "left shift", "right shift": .shift
        case "left alt", "right alt": .alt
        case "left ctrl", "right ctrl": .control
        default: nil
        }
    }

    /// A sheet, a gesture or a selection is there for Esc to close, cancel or clear, so Esc stays in the scene.
    public func hasOverlay(context: SceneContext) -> Bool { tree.topLayer != nil || state.gesture != nil || state.selection != nil }

    private func keyDown(_ press: KeyPress, context: SceneContext) {
        if let modifier = Self.modifier(of: press.key) {
            state.heldModifiers.insert(modifier)
            return
        }
        if press.key == .escape {
            if state.gesture != nil { cancelGesture() } else { state.selection = nil }
            return
        }
        guard state.gesture == nil else { return }
        if press.matches(.z, .control) { return undo() }
        if press.matches(.z, [.control, .shift]) || press.matches(.y, .control) { return redo() }
        if press.matches(.d, .control) { return duplicateSelection(context: context) }
        if let direction = Self.arrows[press.key], press.modifiers.isSubset(of: .shift) {
            let step = press.modifiers.contains(.shift) ? Self.bigNudge : Self.nudge
            return nudgeSelection(by: direction * step, isRepeat: press.isRepeat, tick: context.tick)
        }
        if (press.key == .delete || press.key == .backspace) && press.modifiers.isEmpty { return deleteSelection() }
        guard press.isPlain else { return }
        switch press.key.rawValue {
        case "[": reorderSelection(by: -1)
        case "]": reorderSelection(by: 1)
        case "0": choose(nil, toggles: true, context: context)
        case let digit where digit.count == 1 && ("1"..."9").contains(digit):
            let index = Int(digit)! - 1
            if index < CanvasFilter.allCases.count { choose(CanvasFilter.allCases[index], toggles: true, context: context) }
        default: break
        }
    }

    static let arrows: [Key: Vec2] = [.left: Vec2(-1, 0), .right: Vec2(1, 0), .up: Vec2(0, -1), .down: Vec2(0, 1)]
}
