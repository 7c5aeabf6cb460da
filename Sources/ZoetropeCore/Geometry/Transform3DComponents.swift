/// A transform in space split into perspective, translation, turn, skew and scale: the form in
/// which Zoetrope interpolates transforms that leave the plane.
///
/// This is the decomposition CSS Transforms Level 2 specifies for interpolating `matrix3d()`
/// ("Decomposing a 3D matrix", after Graphics Gems II's `unmatrix`), the one browsers and
/// Core Animation use: a card turning from 0° to 80° about its vertical axis passes through
/// 40°, where interpolating the sixteen numbers would squash it. Turns are unit quaternions,
/// interpolated the shorter way round along the sphere; the quaternion is read from the
/// turn's matrix by Shepperd's method rather than the specification's, which loses the signs
/// of a half-turn's components.
package struct Transform3DComponents: Hashable, Sendable {
    package var perspective: [Double]
    package var translation: [Double]
    package var quaternion: [Double]
    /// XY, XZ and YZ shears.
    package var skew: [Double]
    package var scale: [Double]

    package init(perspective: [Double] = [0, 0, 0, 1], translation: [Double] = [0, 0, 0], quaternion: [Double] = [0, 0, 0, 1],
                 skew: [Double] = [0, 0, 0], scale: [Double] = [1, 1, 1]) {
        self.perspective = perspective
        self.translation = translation
        self.quaternion = quaternion
        self.skew = skew
        self.scale = scale
    }

    /// Decomposes `transform`; nil when it cannot be (it collapses space, as a scale of 0
    /// does), in which case CSS and Core Animation switch from one end to the other.
    package init?(_ transform: Transform3D) {
        var m = transform.rows
        guard m[3][3] != 0 else { return nil }
        let norm = m[3][3]
        for i in 0..<4 { for j in 0..<4 { m[i][j] /= norm } }
        var perspectiveMatrix = m
        for i in 0..<3 { perspectiveMatrix[i][3] = 0 }
        perspectiveMatrix[3][3] = 1
        guard let inverse = Self.inverse(perspectiveMatrix) else { return nil }

        var perspective = [0.0, 0, 0, 1]
        if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
            let rhs = [m[0][3], m[1][3], m[2][3], m[3][3]]
            perspective = (0..<4).map { i in (0..<4).reduce(0) { $0 + inverse[i][$1] * rhs[$1] } }
        }
        let translation = [m[3][0], m[3][1], m[3][2]]
        var row = (0..<3).map { [m[$0][0], m[$0][1], m[$0][2]] }
        var scale = [0.0, 0, 0], skew = [0.0, 0, 0]
        scale[0] = Self.length(row[0])
        row[0] = Self.normalized(row[0])
        skew[0] = Self.dot(row[0], row[1])
        row[1] = Self.combine(row[1], row[0], 1, -skew[0])
        scale[1] = Self.length(row[1])
        row[1] = Self.normalized(row[1])
        skew[0] /= scale[1]
        skew[1] = Self.dot(row[0], row[2])
        row[2] = Self.combine(row[2], row[0], 1, -skew[1])
        skew[2] = Self.dot(row[1], row[2])
        row[2] = Self.combine(row[2], row[1], 1, -skew[2])
        scale[2] = Self.length(row[2])
        row[2] = Self.normalized(row[2])
        skew[1] /= scale[2]
        skew[2] /= scale[2]
        // A flip of the coordinate system: negate the rows and the scales.
        if Self.dot(row[0], Self.cross(row[1], row[2])) < 0 {
            for i in 0..<3 {
                scale[i] = -scale[i]
                row[i] = row[i].map { -$0 }
            }
        }
        let q = Self.quaternion(rows: row)
        guard scale.allSatisfy({ $0.isFinite && $0 != 0 }) else { return nil }
        self.init(perspective: perspective, translation: translation, quaternion: q, skew: skew, scale: scale)
    }

    /// The unit quaternion of the turn whose row-vector matrix has rows `r`, by Shepperd's
    /// method: from the largest of its four components, so that half-turns (where the
    /// component along the turn's own angle vanishes) come out as exactly as any other.
    static func quaternion(rows r: [[Double]]) -> [Double] {
        // The column-vector matrix is the transpose: c(i, j) = r[j][i].
        func c(_ i: Int, _ j: Int) -> Double { r[j][i] }
        let trace = c(0, 0) + c(1, 1) + c(2, 2)
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            return [(c(2, 1) - c(1, 2)) / s, (c(0, 2) - c(2, 0)) / s, (c(1, 0) - c(0, 1)) / s, s / 4]
        } else if c(0, 0) > c(1, 1) && c(0, 0) > c(2, 2) {
            let s = (1 + c(0, 0) - c(1, 1) - c(2, 2)).squareRoot() * 2
            return [s / 4, (c(0, 1) + c(1, 0)) / s, (c(0, 2) + c(2, 0)) / s, (c(2, 1) - c(1, 2)) / s]
        } else if c(1, 1) > c(2, 2) {
            let s = (1 + c(1, 1) - c(0, 0) - c(2, 2)).squareRoot() * 2
            return [(c(0, 1) + c(1, 0)) / s, s / 4, (c(1, 2) + c(2, 1)) / s, (c(0, 2) - c(2, 0)) / s]
        } else {
            let s = (1 + c(2, 2) - c(0, 0) - c(1, 1)).squareRoot() * 2
            return [(c(0, 2) + c(2, 0)) / s, (c(1, 2) + c(2, 1)) / s, s / 4, (c(1, 0) - c(0, 1)) / s]
        }
    }

    /// The transform these components compose to.
    package var transform: Transform3D {
        var m: [[Double]] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
        for i in 0..<4 { m[i][3] = perspective[i] }
        for i in 0..<4 {
            for j in 0..<3 { m[3][i] += translation[j] * m[j][i] }
        }
        let x = quaternion[0], y = quaternion[1], z = quaternion[2], w = quaternion[3]
        // The turn, in row-vector form (the transpose of the column-vector matrix of q).
        let rotation: [[Double]] = [
            [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0],
            [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0],
            [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0],
            [0, 0, 0, 1],
        ]
        m = Self.multiply(rotation, m)
        var shear: [[Double]] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
        if skew[2] != 0 { shear[2][1] = skew[2]; m = Self.multiply(shear, m) }
        if skew[1] != 0 { shear[2][1] = 0; shear[2][0] = skew[1]; m = Self.multiply(shear, m) }
        if skew[0] != 0 { shear[2][0] = 0; shear[1][0] = skew[0]; m = Self.multiply(shear, m) }
        for i in 0..<3 { for j in 0..<4 { m[i][j] *= scale[i] } }
        return Transform3D(rows: m)
    }

    /// Each component interpolated on its own, the turn along the sphere the shorter way.
    package func interpolated(to other: Transform3DComponents, progress: Double) -> Transform3DComponents {
        func mix(_ a: [Double], _ b: [Double]) -> [Double] { zip(a, b).map { lerp($0, $1, progress) } }
        return Transform3DComponents(perspective: mix(perspective, other.perspective), translation: mix(translation, other.translation),
                                     quaternion: Self.slerp(quaternion, other.quaternion, progress),
                                     skew: mix(skew, other.skew), scale: mix(scale, other.scale))
    }

    static func slerp(_ a: [Double], _ b: [Double], _ t: Double) -> [Double] {
        var b = b
        var product = dot4(a, b)
        if product < 0 {
            b = b.map { -$0 }
            product = -product
        }
        product = Swift.min(product, 1)
        if product > 1 - 1e-12 { return zip(a, b).map { lerp($0, $1, t) } }
        let theta = Math.acos(product)
        let w = Math.sin(t * theta) / (1 - product * product).squareRoot()
        let ka = Math.cos(t * theta) - product * w
        return zip(a, b).map { $0 * ka + $1 * w }
    }

    private static func dot4(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).reduce(0) { $0 + $1.0 * $1.1 } }
    private static func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
    private static func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }
    private static func normalized(_ a: [Double]) -> [Double] {
        let l = length(a)
        return l == 0 ? a : a.map { $0 / l }
    }
    private static func combine(_ a: [Double], _ b: [Double], _ sa: Double, _ sb: Double) -> [Double] {
        [a[0] * sa + b[0] * sb, a[1] * sa + b[1] * sb, a[2] * sa + b[2] * sb]
    }
    private static func cross(_ a: [Double], _ b: [Double]) -> [Double] {
        [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    }

    static func multiply(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
    }

    /// The inverse of a 4×4 matrix by Gauss–Jordan elimination with partial pivoting; nil when
    /// it is singular.
    static func inverse(_ matrix: [[Double]]) -> [[Double]]? {
        var a = matrix
        var inv: [[Double]] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
        for column in 0..<4 {
            var pivot = column
            for r in column..<4 where abs(a[r][column]) > abs(a[pivot][column]) { pivot = r }
            guard abs(a[pivot][column]) > 1e-12 else { return nil }
            a.swapAt(pivot, column)
            inv.swapAt(pivot, column)
            let p = a[column][column]
            for j in 0..<4 { a[column][j] /= p; inv[column][j] /= p }
            for r in 0..<4 where r != column {
                let f = a[r][column]
                guard f != 0 else { continue }
                for j in 0..<4 { a[r][j] -= f * a[column][j]; inv[r][j] -= f * inv[column][j] }
            }
        }
        return inv
    }
}

extension Transform3D {
    /// The transform a fraction `progress` of the way to `other`, by decomposed components;
    /// where either cannot be decomposed, `self` until the end, then `other`.
    package func interpolated(to other: Transform3D, progress: Double) -> Transform3D {
        if self == other { return other }
        guard let a = Transform3DComponents(self), let b = Transform3DComponents(other) else { return progress < 1 ? self : other }
        return a.interpolated(to: b, progress: progress).transform
    }
}
