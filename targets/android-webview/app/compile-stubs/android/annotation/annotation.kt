// https://developer.android.com/reference/android/annotation/SuppressLint
package android.annotation

@Retention(AnnotationRetention.BINARY)
annotation class SuppressLint(vararg val value: String)
