import Engine
import Foundation

/// Input: tilt, shake, drag and tap on stickers, the buttons, the food picker and the clear prompt.
extension StickerJarScene {
    func handle(_ event: InputEvent, context: SceneContext) {
        switch event {
        case .pointerDown(let p, .primary): pointerDown(at: p, context: context)
        case .pointerMove(let p): pointerMoved(to: p, context: context)
        case .pointerUp(let p, .primary): pointerUp(at: p, context: context)
        case .pointerDown(let p, .secondary): tiltDragStartX = p.x
        case .pointerUp(_, .secondary):
            tiltDragStartX = nil
            tiltTarget = keyTilt
        case .keyDown(let key): keyDown(key, context: context)
        case .keyUp(let key):
            heldKeys.remove(key)
            if Self.tiltKeys.contains(key) { tiltTarget = keyTilt }
        case .tilt(let down):
            tiltTarget = max(-Self.maxTilt, min(Self.maxTilt, atan2(down.x, down.y)))
        case .shake(let strength):
            jolt(max(0, min(1, strength)), context: context)
        case .fileDrop(let path):
            addPicture(at: path, context: context)
        default:
            break
        }
    }

    static let tiltKeys: [Key] = [.left, .right, .a, .d]

    /// The tilt the held arrow keys ask for, in radians.
    var keyTilt: Double {
        let left = heldKeys.contains(.left) || heldKeys.contains(.a)
        let right = heldKeys.contains(.right) || heldKeys.contains(.d)
        return left == right ? 0 : (left ? -Self.maxTilt : Self.maxTilt)
    }

    private func keyDown(_ key: Key, context: SceneContext) {
        heldKeys.insert(key)
        if confirmingClear {
            if key == .enter || key == Key("y") { confirmingClear = false; clear(context: context) }
            if key == .backspace || key == Key("n") { confirmingClear = false }
            return
        }
        switch key {
        case .space: jolt(1, context: context)
        case Key("n"): addRandomFood(context: context)
        case Key("c"): askToClear(context: context)
        case .backspace: closeOverlays()
        default: if Self.tiltKeys.contains(key) { tiltTarget = keyTilt }
        }
    }

    // MARK: - Pointer

    private func pointerDown(at p: Vec2, context: SceneContext) {
        shakeDetector.reset()
        if confirmingClear {
            if Layout.confirmButton.contains(p) { clear(context: context) }
            if Layout.confirmButton.contains(p) || Layout.cancelButton.contains(p) { confirmingClear = false }
            return
        }
        if card != nil {
            card?.close()
            return
        }
        if pickerOpen {
            if let index = Layout.pickerCell(at: p), index < catalog.foods.count {
                pickerOpen = false
                queueDrop(catalog.foods[index].id, context: context)
            } else if !Layout.picker.contains(p) || Layout.pickerCancel.contains(p) {
                pickerOpen = false
            }
            return
        }
        if Layout.addButton.contains(p) { openPicker(context: context); return }
        if Layout.shakeButton.contains(p) { jolt(1, context: context); return }
        if Layout.clearButton.contains(p) { askToClear(context: context); return }
        let point = context.worldPoint(p)
        if let body = sticker(at: point, context: context),
           let joint = try? context.physics.createMouseJoint(
               body: body, target: point, maxForce: 1000 * context.physics.mass(of: body)) {
            grab = (body, joint, context.tick, p, false)
        }
    }

    private func pointerMoved(to p: Vec2, context: SceneContext) {
        if let start = tiltDragStartX {
            tiltTarget = max(-Self.maxTilt, min(Self.maxTilt, (p.x - start) / 200 * Self.maxTilt))
        }
        if let current = grab {
            context.physics.setTarget(context.worldPoint(p), for: current.joint)
            if (p - current.point).length > Self.tapSlop { grab?.moved = true }
        } else if tiltDragStartX == nil, card == nil, !pickerOpen,
                  shakeDetector.pointerMoved(toX: p.x, tick: context.tick) {
            jolt(0.8, context: context)
        }
    }

    private func pointerUp(at p: Vec2, context: SceneContext) {
        guard let current = grab else { return }
        context.physics.destroyJoint(current.joint)
        grab = nil
        let isTap = !current.moved && (p - current.point).length <= Self.tapSlop
            && context.tick - current.tick <= Self.tapTicks
        if isTap, let art = art(of: current.body, context: context) {
            card = DetailCard(art: art)
        }
    }

    /// The sticker whose shape covers `point` (jar metres), the one added last when several do.
    func sticker(at point: Vec2, context: SceneContext) -> BodyID? {
        context.physics.fixtures(at: point).compactMap { context.physics.body(of: $0) }
            .filter { context.physics.bodyType(of: $0) == .dynamic }
            .max { $0.index < $1.index }
    }

    func art(of body: BodyID, context: SceneContext) -> StickerArt? {
        var found: StickerArt?
        context.registry.view(Sticker.self).forEach { _, sticker in
            if sticker.body == body { found = sticker.art }
        }
        return found
    }

    // MARK: - Adding and clearing

    private func openPicker(context: SceneContext) {
        for food in catalog.foods { _ = try? art(forKey: food.id, context: context) }
        pickerOpen = true
    }

    private func addRandomFood(context: SceneContext) {
        queueDrop(catalog.foods[context.random.next(in: 0...(catalog.foods.count - 1))].id, context: context)
    }

    /// Queues the sticker with art `key` to drop in from the top.
    func queueDrop(_ key: String, context: SceneContext) {
        guard count(context) + pendingDrops.count < Self.maxStickers else {
            show("The jar is full: \(Self.maxStickers) stickers", context: context)
            return
        }
        do {
            _ = try art(forKey: key, context: context)
            pendingDrops.append(key)
        } catch {
            show("Cannot add \(key): \(error)", context: context)
        }
    }

    private func askToClear(context: SceneContext) {
        closeOverlays()
        if count(context) > 0 { confirmingClear = true } else { show("The jar is already empty", context: context) }
    }

    private func closeOverlays() {
        pickerOpen = false
        card?.close()
    }

    /// Makes a sticker from the picture at `path` and drops it in; a bad picture gets a message.
    private func addPicture(at path: String, context: SceneContext) {
        let name = (path as NSString).lastPathComponent
        do {
            let sticker = try StickerMaker.makeSticker(from: Image(contentsOfPNG: path), style: Self.stickerStyle)
            let key = "custom-\(nextCustom)"
            if keepsJar { try context.save.write(sticker.pngData(), to: key + ".png") }
            nextCustom += 1
            library[key] = try StickerArt(key: key, sticker: sticker,
                                          analysis: analysis.analyze(sticker: sticker, hint: nil), assets: assets)
            queueDrop(key, context: context)
            if case .known(let food) = library[key]!.analysis {
                show("\(name): looks like \(food.name.lowercased())!", context: context)
            } else {
                show("\(name): a new sticker! I don't know this food yet", context: context)
            }
        } catch let error as StickerError {
            show("\(name): \(error)", context: context)
        } catch {
            show("\(error)", context: context)
        }
    }
}
