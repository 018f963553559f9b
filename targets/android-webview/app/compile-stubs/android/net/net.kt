// https://developer.android.com/reference/kotlin/android/net/Uri
package android.net

abstract class Uri {
    /** getPath(): the decoded path, or null if this is not a hierarchical URI. */
    abstract val path: String?
}
