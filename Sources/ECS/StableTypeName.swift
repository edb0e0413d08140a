/// The fully qualified name of `type` with every `(unknown context at $…).` segment left out,
/// so it reads the same in every process: Swift names private and local types by the address
/// of their context, which moves from run to run.
func stableTypeName(_ type: Any.Type) -> String {
    let marker = Array("(unknown context at $")
    let name = Array(String(reflecting: type))
    var result = "", i = 0
    while i < name.count {
        if name[i] == "(", name[i...].starts(with: marker), let close = name[i...].firstIndex(of: ")") {
            i = close + 1
            if i < name.count, name[i] == "." { i += 1 }
        } else {
            result.append(name[i])
            i += 1
        }
    }
    return result
}
