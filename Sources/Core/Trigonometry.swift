#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The C maths library behind Core's geometry, named so that Core needs no Foundation.
@inlinable func _cos(_ x: Double) -> Double { cos(x) }
@inlinable func _sin(_ x: Double) -> Double { sin(x) }
@inlinable func _acos(_ x: Double) -> Double { acos(x) }
@inlinable func _atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inlinable func _tan(_ x: Double) -> Double { tan(x) }
