// https://developer.android.com/reference/android/Manifest.permission
package android

class Manifest {
    class permission {
        companion object {
            const val ACCESS_FINE_LOCATION: String = "android.permission.ACCESS_FINE_LOCATION"
        }
    }
}
