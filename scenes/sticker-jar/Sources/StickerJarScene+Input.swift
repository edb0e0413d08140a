import Engine
import Foundation
import UI

/// Input: the kit's widgets (the buttons, the picker, the card and the clear prompt) first, then
/// tilt, shake, drag and tap on stickers with what they leave.
extension StickerJarScene {
    /// Splits a tick's input between the kit and the jar, applies what the widgets did, and
    /// handles the rest as the jar's own gestures and keys.
    ///
    /// The kit sees every event. A primary press reaches the jar only when no layer is open and
    /// it misses the buttons (a press on empty space grabs a sticker or starts a shake); moves
    /// and releases always reach it (a drag ends wherever it ends). Space shakes the jar unless
    /// the keyboard has focused a button (the focus ring shows) or a layer is open; any other
    /// key the widgets leave is the jar's.
    func handleInput(_ input: [InputEvent], context: SceneContext) {
        let layerOpen = tree.topLayer != nil
        var forKit: [InputEvent] = [], forJar: [InputEvent] = []
        for event in input {
            switch event {
            case .pointerDown(let p, .primary):
                forKit.append(event)
                if !layerOpen, tree.part(at: p, minimumTarget: JarTheme.room.minimumTarget) == nil { forJar.append(event) }
            case .pointerMove, .pointerUp(_, .primary):
                forKit.append(event)
                forJar.append(event)
            case .keyDown(let press) where press.key == .space && press.isPlain && !layerOpen && !state.ui.showsFocus:
                forJar.append(event)
            default:
                forKit.append(event)
            }
        }
        runInterface(forKit, routedPast: forJar, context: context)
    }

    /// The kit's leftovers in their order, then the jar's own share.
    public func handleUnhandled(_ events: [InputEvent], input: [InputEvent], context: SceneContext) {
        for event in events { handle(event, context: context) }
    }

    /// Applies what a widget did.
    public func apply(_ action: UIAction, context: SceneContext) {
        switch action {
        case .tapped(JarTree.addButton): openPicker(context: context)
        case .tapped(JarTree.shakeButton): jolt(1, context: context)
        case .tapped(JarTree.clearButton): askToClear(context: context)
        case .selected(JarTree.foods, let index): state.pickerSelection = index
        case .activated(JarTree.foods, let index) where catalog.foods.indices.contains(index):
            state.pickerSelection = index
            state.overlays.close(JarTree.picker)
            queueDrop(catalog.foods[index].id, context: context)
        case .tapped(ConfirmationDialog.confirmButton(of: JarTree.clearDialog)):
            state.overlays.close(JarTree.clearDialog)
            clear(context: context)
        case .edited(JarTree.nameField, let editing) where editing.text.count <= SnackName.maxLength:
            state.nameField = editing
        case .tapped(JarTree.nameButton), .submitted(JarTree.nameField):
            nameCardSticker(typed: state.nameField.text, context: context)
        case .selected(JarTree.nameList, let row): state.nameSelection = row
        case .activated(JarTree.nameList, let row):
            state.nameSelection = row
            guard let art = state.card?.art, case .mystery(let guesses) = facts(of: art),
                  let id = JarTree.food(atRow: row, guesses: guesses, foods: catalog.foods.map(\.id)),
                  let food = catalog.food(withID: id) else { return }
            name(art, as: SnackName(art: art.key, food: food.id, text: food.name), context: context)
        default: break
        }
    }

    /// Handles one event of the jar's own: tilt, shake, drag and tap, its keys, a dropped picture.
    private func handle(_ event: InputEvent, context: SceneContext) {
        switch event {
        case .pointerDown(let p, .primary): pointerDown(at: p, context: context)
        case .pointerMove(let p): pointerMoved(to: p, context: context)
        case .pointerUp(let p, .primary): pointerUp(at: p, context: context)
        case .pointerDown(let p, .secondary): state.tiltDragStartX = p.x
        case .pointerUp(_, .secondary):
            state.tiltDragStartX = nil
            state.tiltTarget = keyTilt
        case .keyDown(let press) where press.isPlain: keyDown(press.key, context: context)
        case .keyUp(let key):
            state.heldKeys.remove(key)
            if Self.tiltKeys.contains(key) { state.tiltTarget = keyTilt }
        case .tilt(let down):
            state.tiltTarget = max(-Self.maxTilt, min(Self.maxTilt, atan2(down.x, down.y)))
        case .shake(let strength):
            jolt(max(0, min(1, strength)), context: context)
        case .saveFailed(let failure):
            saveFailed(failure, context: context)
        case .fileDrop(let file):
            addPicture(file, context: context)
        default:
            break
        }
    }

    static let tiltKeys: [Key] = [.left, .right, .a, .d]

    /// The tilt the held arrow keys ask for, in radians.
    var keyTilt: Double {
        let left = state.heldKeys.contains(.left) || state.heldKeys.contains(.a)
        let right = state.heldKeys.contains(.right) || state.heldKeys.contains(.d)
        return left == right ? 0 : (left ? -Self.maxTilt : Self.maxTilt)
    }

    private func keyDown(_ key: Key, context: SceneContext) {
        // Esc is the kit's while a layer is open; with none it means nothing here.
        if key == .escape { return }
        if state.overlays.isOpen(JarTree.clearDialog) {
            // Y empties the jar, N or Backspace keeps it (Enter and Esc are the dialog's Cancel).
            if key == Key("y") { state.overlays.close(JarTree.clearDialog); clear(context: context) }
            if key == .backspace || key == Key("n") { state.overlays.close(JarTree.clearDialog) }
            return
        }
        // While the picker is up, arrows the grid left over never tilt the jar behind it.
        if state.overlays.isOpen(JarTree.picker), [Key.left, .right, .up, .down].contains(key) { return }
        state.heldKeys.insert(key)
        switch key {
        case .space: jolt(1, context: context)
        case Key("n"): addRandomFood(context: context)
        case Key("c"): askToClear(context: context)
        case .backspace: closeOverlays()
        default: if Self.tiltKeys.contains(key) { state.tiltTarget = keyTilt }
        }
    }

    // MARK: - Pointer

    /// A press on the jar (never on a widget or under a layer: the kit has those).
    private func pointerDown(at p: Vec2, context: SceneContext) {
        state.shakeDetector.reset()
        let point = context.worldPoint(p)
        if let body = sticker(at: point, context: context),
           let joint = try? context.physics.createMouseJoint(
               body: body, target: point, maxForce: 1000 * context.physics.mass(of: body)) {
            state.grab = Grab(body: body, joint: joint, tick: context.tick, point: p, moved: false)
        }
    }

    private func pointerMoved(to p: Vec2, context: SceneContext) {
        if let start = state.tiltDragStartX {
            state.tiltTarget = max(-Self.maxTilt, min(Self.maxTilt, (p.x - start) / 200 * Self.maxTilt))
        }
        if let current = state.grab {
            context.physics.setTarget(context.worldPoint(p), for: current.joint)
            if (p - current.point).length > Self.tapSlop { state.grab?.moved = true }
        } else if state.tiltDragStartX == nil, state.card == nil, !state.overlays.isOpen(JarTree.picker), !state.overlays.isOpen(JarTree.clearDialog),
                  state.shakeDetector.pointerMoved(toX: p.x, tick: context.tick) {
            jolt(0.8, context: context)
        }
    }

    private func pointerUp(at p: Vec2, context: SceneContext) {
        guard let current = state.grab else { return }
        context.physics.destroyJoint(current.joint)
        state.grab = nil
        let isTap = !current.moved && (p - current.point).length <= Self.tapSlop
            && context.tick - current.tick <= Self.tapTicks
        if isTap, let art = art(of: current.body, context: context) { openCard(of: art) }
    }

    /// The sticker whose shape covers `point` (jar metres), the one added last when several do.
    func sticker(at point: Vec2, context: SceneContext) -> BodyID? {
        context.physics.fixtures(at: point).compactMap { context.physics.body(of: $0) }
            .filter { context.physics.bodyType(of: $0) == .dynamic }
            .max { $0.index < $1.index }
    }

    func art(of body: BodyID, context: SceneContext) -> StickerArt? {
        var found: String?
        context.registry.view(Sticker.self).forEach { _, sticker in
            if sticker.body == body { found = sticker.artKey }
        }
        return found.flatMap { state.library[$0] }
    }

    // MARK: - Adding and clearing

    private func openPicker(context: SceneContext) {
        for food in catalog.foods { _ = try? art(forKey: food.id, context: context) }
        state.overlays.open(JarTree.picker)
        state.pickerSelection = 0
    }

    private func addRandomFood(context: SceneContext) {
        queueDrop(catalog.foods[context.random.next(in: 0...(catalog.foods.count - 1))].id, context: context)
    }

    /// Queues the sticker with art `key` to drop in from the top.
    func queueDrop(_ key: String, context: SceneContext) {
        guard count(context) + state.pendingDrops.count < Self.maxStickers else {
            show(StickerJarStrings.jarFull(Self.maxStickers), context: context)
            return
        }
        do {
            _ = try art(forKey: key, context: context)
            state.pendingDrops.append(key)
        } catch {
            show(StickerJarStrings.cannotAdd(key, error), context: context)
        }
    }

    private func askToClear(context: SceneContext) {
        closeOverlays()
        if count(context) > 0 {
            state.clearCount = count(context)
            state.clearPhotos = photoStickerKeys(context).count
            state.overlays.open(JarTree.clearDialog)
        } else {
            show(StickerJarStrings.alreadyEmpty, context: context)
        }
    }

    /// Closes the picker and any card.
    private func closeOverlays() {
        state.overlays.close(JarTree.picker)
        state.overlays.close(JarTree.card)
    }

    /// Shows the card of the custom sticker `key` just made from the file `fileName`, as the
    /// phone app does, and drops the sticker in once the card is closed.
    private func showNewSticker(_ key: String, fileName: String, context: SceneContext) {
        guard let art = state.library[key] else { return }
        queueDrop(key, context: context)
        state.overlays.close(JarTree.picker)
        openCard(of: art)
        if case .known(let food) = art.analysis {
            show(StickerJarStrings.looksLike(fileName, food.name), context: context)
        } else {
            show(StickerJarStrings.newMysterySticker(fileName), context: context)
        }
    }

    /// Opens the card of the sticker with `art`, its name form (if it asks for one) empty.
    func openCard(of art: StickerArt) {
        state.card = DetailCard(art: art)
        state.nameField = TextEditingState()
        state.nameSelection = nil
        state.overlays.open(JarTree.card)
    }

    // MARK: - Naming a mystery snack

    /// Names the open card's sticker what the user typed: the catalog food of that name (or
    /// id), whatever the case, or else the name as typed (spaces trimmed) with no nutrition.
    private func nameCardSticker(typed: String, context: SceneContext) {
        guard let art = state.card?.art, case .mystery = facts(of: art) else { return }
        let text = typed.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else {
            show(StickerJarStrings.typeANameFirst(), context: context)
            return
        }
        let key = text.lowercased()
        if let food = catalog.foods.first(where: { $0.name.lowercased() == key || $0.id == key }) {
            name(art, as: SnackName(art: art.key, food: food.id, text: food.name), context: context)
        } else {
            name(art, as: SnackName(art: art.key, food: nil, text: String(text.prefix(SnackName.maxLength))), context: context)
        }
    }

    /// Gives the sticker with `art` the user's `name`: its card shows that food (or that name)
    /// from now on, and the jar's save keeps it.
    private func name(_ art: StickerArt, as name: SnackName, context: SceneContext) {
        state.names.removeAll { $0.art == art.key }
        state.names.append(name)
        state.nameField = TextEditingState()
        state.nameSelection = nil
        state.unsaved = true
        show(StickerJarStrings.named(name.text), context: context)
    }

    /// Makes a sticker from a dropped PNG or JPEG picture and shows its card (it drops in
    /// after); a bad picture gets a message naming the file.
    private func addPicture(_ file: DroppedFile, context: SceneContext) {
        let name = file.name
        do {
            let picture = try Image(pictureData: file.bytes, name: name)
            let sticker = try StickerMaker.makeSticker(from: picture, style: Self.stickerStyle)
            // Never a name in use (pictures left on disk were counted at set-up).
            while state.library["custom-\(state.nextCustom)"] != nil {
                state.nextCustom += 1
            }
            let key = "custom-\(state.nextCustom)"
            if keepsJar { context.effects.save(try sticker.pngData(), as: key + ".png") }
            state.nextCustom += 1
            state.library[key] = try StickerArt(key: key, sticker: sticker,
                                                analysis: analysis.analyze(sticker: sticker, hint: nil), assets: assets)
            showNewSticker(key, fileName: name, context: context)
        } catch let error as StickerError {
            show("\(name): \(error)", context: context)
        } catch {
            show("\(error)", context: context)
        }
    }
}
