// https://developer.android.com/reference/android/content/pm/ActivityInfo
// https://developer.android.com/reference/android/content/pm/PackageManager
package android.content.pm

open class ActivityInfo {
    companion object {
        const val SCREEN_ORIENTATION_LANDSCAPE: Int = 0
        const val SCREEN_ORIENTATION_PORTRAIT: Int = 1
        const val SCREEN_ORIENTATION_REVERSE_LANDSCAPE: Int = 8
        const val SCREEN_ORIENTATION_REVERSE_PORTRAIT: Int = 9
    }
}

abstract class PackageManager {
    companion object {
        const val PERMISSION_GRANTED: Int = 0
    }
}
